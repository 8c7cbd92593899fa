import { USD_RATES_DATE, usdCents } from "../../contracts/billing/usd-rates";
import type { Figures } from "../../contracts/metrics";
import { DEFAULT_CURRENCY, type MoneyCurrency } from "../../contracts/money";

/**
 * The currency a statistics answer is in (issue 29), and how figures of each profile's currency
 * get there. One profile: its own currency, nothing converted. 'All' over profiles of one currency:
 * that currency, nothing converted (a UK-only seller reads pounds). 'All' over several currencies:
 * US dollars, each currency's sums converted with the ad limit's rates table (whose date the answer
 * names); ratios are then computed from the converted sums. Counts are never converted. A currency
 * the table lacks (none of Amazon's marketplaces today) has its money left out rather than guessed.
 */
export type ScopeMoney = MoneyCurrency & {
  /** Figures summed in `currency` → the same figures in the answer's currency. */
  convert: (figures: Figures, currency: string) => Figures;
};

const unchanged = (figures: Figures) => figures;

const toUsd = (figures: Figures, currency: string): Figures => ({
  ...figures,
  spendCents: usdCents(figures.spendCents, currency) ?? 0,
  salesCents: usdCents(figures.salesCents, currency) ?? 0,
});

export function scopeMoney(profiles: readonly { currencyCode: string }[]): ScopeMoney {
  const currencies = [...new Set(profiles.map((profile) => profile.currencyCode.toUpperCase()))];
  if (currencies.length <= 1) {
    return { currency: currencies[0] ?? DEFAULT_CURRENCY, usdRatesDate: null, convert: unchanged };
  }
  return { currency: DEFAULT_CURRENCY, usdRatesDate: USD_RATES_DATE, convert: toUsd };
}

/** The wire part of a ScopeMoney. */
export const moneyOf = ({ currency, usdRatesDate }: ScopeMoney): MoneyCurrency => ({
  currency,
  usdRatesDate,
});
