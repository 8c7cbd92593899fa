/** How the reason sentences write money, percentages and hours. */
import { formatCents } from "../../contracts/money";

/**
 * An amount in the SKU's profile currency (issue 29): 120 in USD → "$1.20", in GBP → "£1.20",
 * 123456 → "$1,234.56". Fractions of a cent (a revenue per click) round to the cent first.
 */
export const moneyText = (cents: number, currency: string) => formatCents(Math.round(cents), currency);

/** 15 → "15 %", 12.5 → "12.5 %". */
export const pct = (value: number) => `${Number(value.toFixed(1))} %`;

/** 6 → "06:00". */
export const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
