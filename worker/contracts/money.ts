/**
 * Money as a seller reads it, in their marketplace's own currency (issue 29): `Intl.NumberFormat`
 * (en-US) with the profile's ISO 4217 code — $1,234.50, £1,234.50, €1,234.50, CA$1,234.50, ¥1,235.
 * Pure and shared: the web's screens, the Worker's messages and the automation's reasons all write
 * money here, so one amount reads the same everywhere. Amounts in the Worker are integer hundredths
 * of the currency ("cents"), also for currencies without a minor unit (yen): `formatCents` divides.
 */

/** The currency of every amount in an answer, and whether any of it was converted (issue 29). */
export type MoneyCurrency = {
  /** ISO 4217 code: the profile's own, or USD where several profiles are summed ('All'). */
  currency: string;
  /**
   * Set when amounts of other currencies were converted to US dollars to be summed: the date
   * (YYYY-MM-DD) of the rates (`contracts/billing/usd-rates.ts`). Null when nothing was converted.
   */
  usdRatesDate: string | null;
};

/** What an amount is in when nobody said: US dollars, as spec 000 §9 wrote for every screen. */
export const DEFAULT_CURRENCY = "USD";

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string): Intl.NumberFormat | null {
  const code = currency.toUpperCase();
  const known = formatters.get(code);
  if (known) return known;
  try {
    const made = new Intl.NumberFormat("en-US", { style: "currency", currency: code });
    formatters.set(code, made);
    return made;
  } catch {
    return null;
  }
}

/** 1234.5 in GBP → '£1,234.50'; an unknown code reads '1,234.50 XYZ'. */
export function formatAmount(amount: number, currency: string): string {
  const formatter = formatterOf(currency);
  if (formatter) return formatter.format(amount);
  return `${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}

/** Integer hundredths → the amount: 120 in GBP → '£1.20' (the Worker's reasons and messages). */
export const formatCents = (cents: number, currency: string) => formatAmount(cents / 100, currency);

/** The sign an input box shows before an amount: '$', '£', '€', 'CA$', '¥'; the code when it has none. */
export function currencySymbol(currency: string): string {
  const formatter = formatterOf(currency);
  const symbol = formatter?.formatToParts(0).find((part) => part.type === "currency")?.value;
  return symbol ?? currency;
}

/**
 * A validation message written in US dollars (the spec's 'Min value - $1.0', 'Min value - $0.02')
 * in the profile's currency: the same words and figure, the profile's sign for '$' — 'Min value - £1.0'.
 * US-dollar profiles read the spec's text unchanged.
 */
export function moneyMessage(message: string, currency: string): string {
  if (currency.toUpperCase() === DEFAULT_CURRENCY) return message;
  const symbol = currencySymbol(currency);
  return message.replace(/\$(?=\d)/g, symbol);
}
