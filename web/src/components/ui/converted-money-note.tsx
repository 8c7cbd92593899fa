import { HStack, Text } from "@chakra-ui/react";
import type { MoneyCurrency } from "@contracts/money";
import { formatDisplayDate } from "../../lib/format";
import { InfoTip } from "./info-tip";

export const CONVERTED_WHY =
  "Your profiles sell in several currencies. To add them up, each amount is converted to US dollars with one fixed table of exchange rates (the European Central Bank's reference rates of that day); ROAS and ACOS come from the converted sums. Choose one profile to see its figures in its own currency.";

/** "in US dollars at the rates of DATE", text a seller reads beside converted figures (issue 29). */
export const convertedNote = (usdRatesDate: string) =>
  `In US dollars at the rates of ${formatDisplayDate(usdRatesDate)}`;

/** Beside figures summed over profiles of several currencies: what they are in. Nothing otherwise. */
export function ConvertedMoneyNote({ money }: { money: MoneyCurrency }) {
  if (money.usdRatesDate === null) return null;
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm" data-testid="converted-money-note">
      <Text>{convertedNote(money.usdRatesDate)}</Text>
      <InfoTip label="the conversion to US dollars" content={CONVERTED_WHY} />
    </HStack>
  );
}
