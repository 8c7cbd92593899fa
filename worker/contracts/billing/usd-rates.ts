/**
 * How many units of each Amazon Ads marketplace currency make one US dollar: what the plans' caps
 * (USD, document 001 §9) compare a seller's ad spend with. One fixed table, not a live feed: a cap
 * is a plan's size, not an invoice, so a rate a few percent off moves the limit by as much.
 *
 * Sources: the ECB's euro foreign exchange reference rates of 28 February 2025 (units per euro,
 * USD 1.0411), divided by the euro's dollar rate; the fixed pegs of the UAE dirham (3.6725) and the
 * Saudi riyal (3.75); the Central Bank of Egypt's selling rate of 2 January 2025 (50.84), the ECB
 * quoting no Egyptian pound. Update all together, with the date, when a review finds them stale.
 */
const EURO_IN_USD = 1.0411;

/** The date of the table's rates (the ECB's reference day), which 'All' profiles' figures name (issue 29). */
export const USD_RATES_DATE = "2025-02-28";
const fromEuroRate = (unitsPerEuro: number) => unitsPerEuro / EURO_IN_USD;

export const UNITS_PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: fromEuroRate(1),
  GBP: fromEuroRate(0.82608),
  CAD: fromEuroRate(1.5019),
  MXN: fromEuroRate(21.2191),
  BRL: fromEuroRate(6.0712),
  JPY: fromEuroRate(156.96),
  AUD: fromEuroRate(1.6741),
  SGD: fromEuroRate(1.4037),
  INR: fromEuroRate(90.971),
  PLN: fromEuroRate(4.1503),
  SEK: fromEuroRate(11.188),
  TRY: fromEuroRate(38.0186),
  ZAR: fromEuroRate(19.1917),
  AED: 3.6725,
  SAR: 3.75,
  EGP: 50.84,
};

/** `cents` hundredths of `currency` in whole US cents; null for a currency the table lacks. */
export function usdCents(cents: number, currency: string): number | null {
  const rate = UNITS_PER_USD[currency.toUpperCase()];
  return rate === undefined ? null : Math.round(cents / rate);
}
