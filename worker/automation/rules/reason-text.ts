/** How the reason sentences write money, percentages and hours. */

/** 120 → "$1.20". */
export const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** 15 → "15 %", 12.5 → "12.5 %". */
export const pct = (value: number) => `${Number(value.toFixed(1))} %`;

/** 6 → "06:00". */
export const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
