import { formatDisplayDate } from "./format";

export const CONVERTED_WHY =
  "Your profiles sell in several currencies. To add them up, each amount is converted to US dollars with one fixed table of exchange rates (the European Central Bank's reference rates of that day); ROAS and ACOS come from the converted sums. Choose one profile to see its figures in its own currency.";

/** "in US dollars at the rates of DATE": what a seller reads beside converted figures (issue 29). */
export const convertedNote = (usdRatesDate: string) =>
  `In US dollars at the rates of ${formatDisplayDate(usdRatesDate)}`;
