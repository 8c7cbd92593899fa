/** The numbers of the bid rules' reason sentences, written the way the seller reads them. */

/** 92 → "$0.92"; 1234 → "$12.34". */
export const dollarsText = (cents: number) => `$${(Math.round(cents) / 100).toFixed(2)}`;

/** 41.26 → "41 %"; 7.46 → "7.5 %" (one decimal below 10, where a decimal still matters). */
export function percentText(value: number): string {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} %`;
}

/** "bid $0.92 → $0.78". */
export const bidMoveText = (fromCents: number, toCents: number) =>
  `bid ${dollarsText(fromCents)} → ${dollarsText(toCents)}`;

/** 1 → "1 click"; 3 → "3 clicks". */
export const countText = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
