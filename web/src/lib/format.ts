/**
 * How figures read on screen (spec 000 §9): '-' when a value is absent, dates like '05 Jan, 2024'.
 * Money is in its marketplace's currency (issue 29, overriding §9's "US dollars" for non-US
 * marketplaces): `formatMoney(value, currency)` with the profile's ISO code ('£1,234.50'); screens
 * read the code with `useCurrency()` (lib/currency.tsx). Pure, so tables, tiles, charts and CSV agree.
 */
import { formatAmount } from "@contracts/money";
import { format, parseISO } from "date-fns";

export const EMPTY = "-";

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const absent = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);

/** An amount in the currency (ISO 4217): $1,234.50, £1,234.50, €1,234.50, CA$1,234.50, ¥1,235. */
export const formatMoney = (value: number | null | undefined, currency: string) =>
  absent(value) ? EMPTY : formatAmount(value, currency);

const compact = (currency: string) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    notation: "compact",
    maximumFractionDigits: 1,
  });

/** A chart axis's amount: $1.2K, £3.4M. */
export function formatCompactMoney(value: number, currency: string) {
  try {
    return compact(currency).format(value);
  } catch {
    return `${whole.format(value)} ${currency}`;
  }
}

/** Whole US dollars: $10,000 (plan prices and caps, which Skupilot bills in US dollars). */
export const formatDollars = (value: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
    value,
  );

/** A price in its own currency: €12.99. */
export function formatPrice(amount: number | null | undefined, currency: string | null | undefined) {
  if (absent(amount)) return EMPTY;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: currency || "USD" }).format(amount);
  } catch {
    return `${twoDecimals.format(amount)} ${currency}`;
  }
}

/** 12,345 */
export const formatCount = (value: number | null | undefined) =>
  absent(value) ? EMPTY : whole.format(value);

/** 12.34% */
export const formatPercent = (value: number | null | undefined) =>
  absent(value) ? EMPTY : `${twoDecimals.format(value)}%`;

/** ROAS reads as a multiple: 3.25X */
export const formatRoas = (value: number | null | undefined) =>
  absent(value) ? EMPTY : `${twoDecimals.format(value)}X`;

/** A change with its sign: +1.25, -0.50 (callers add the unit). */
export const formatSigned = (value: number) => `${value > 0 ? "+" : ""}${twoDecimals.format(value)}`;

/** '2024-01-05' → '05 Jan, 2024' */
export const formatDisplayDate = (isoDate: string | null | undefined) =>
  isoDate ? format(parseISO(isoDate), "dd MMM, yyyy") : EMPTY;

/** An instant → '25 Nov, 2026 14:00' in the browser's time zone. */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? format(parseISO(iso), "dd MMM, yyyy HH:mm") : EMPTY;

/** Date → 'YYYY-MM-DD' in the browser's calendar (what the API's startDate/endDate take). */
export const toIsoDate = (date: Date) => format(date, "yyyy-MM-dd");
