/** The numbers of the bid rules' reason sentences, written the way the seller reads them. */
import { moneyText } from "./reason-text";

/** 41.26 → "41 %"; 7.46 → "7.5 %" (one decimal below 10, where a decimal still matters). */
export function percentText(value: number): string {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} %`;
}

/** "bid $0.92 → $0.78" (USD), "bid £0.92 → £0.78" (GBP): the SKU's profile currency. */
export const bidMoveText = (fromCents: number, toCents: number, currency: string) =>
  `bid ${moneyText(fromCents, currency)} → ${moneyText(toCents, currency)}`;

/** 1 → "1 click"; 3 → "3 clicks". */
export const countText = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
