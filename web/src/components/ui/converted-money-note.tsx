import { HStack, Text } from "@chakra-ui/react";
import type { MoneyCurrency } from "@contracts/money";
import { CONVERTED_WHY, convertedNote } from "../../lib/converted-note";
import { InfoTip } from "./info-tip";

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
