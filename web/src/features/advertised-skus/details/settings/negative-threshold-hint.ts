/**
 * The hint under "Clicks without sales" when the threshold is too low to mean anything at the
 * product's conversion rate (docs/automation/search-terms.md). Pure, so a unit test reads it.
 */
import { checkClicksWithoutSale } from "@contracts/automation/negative-threshold";
import { type DateRange, shiftDate } from "@contracts/date-range";

/** The look-back the rule reads when none is chosen yet, and the longest it reads. */
const DEFAULT_LOOK_BACK_DAYS = 30;
const MAX_LOOK_BACK_DAYS = 90;

/** The days the rule sums on `today`: the look-back's days before today, today left out. */
export function lookBackRange(today: string, lookBackPeriod: number | null): DateRange {
  const chosen = lookBackPeriod && lookBackPeriod >= 1 ? Math.floor(lookBackPeriod) : DEFAULT_LOOK_BACK_DAYS;
  const days = Math.min(MAX_LOOK_BACK_DAYS, chosen);
  return { startDate: shiftDate(today, -days), endDate: shiftDate(today, -1) };
}

/** Orders and clicks back from the figures the statistics answer (clicks and CVR in %, 2 decimals). */
export const skuConversion = (total: { clicks: number; cvr: number | null }) => ({
  clicks: total.clicks,
  orders: Math.round(((total.cvr ?? 0) * total.clicks) / 100),
});

const percent = (fraction: number) => {
  const value = fraction * 100;
  return `${value.toLocaleString("en-US", { maximumFractionDigits: value < 10 ? 1 : 0 })} %`;
};

/**
 * "At this product's 8 % conversion rate, 3 clicks without a sale happen by chance 78 % of the
 * time; 36 or more is a safer threshold.", or null when the threshold is fine or cannot be judged.
 */
export function negativeThresholdHint(
  sku: { orders: number; clicks: number } | undefined,
  threshold: number | null | undefined,
): string | null {
  const check = sku ? checkClicksWithoutSale(sku, threshold) : null;
  if (!check?.tooLow) return null;
  const clicks =
    check.threshold === 1
      ? "1 click without a sale happens"
      : `${check.threshold} clicks without a sale happen`;
  return (
    `At this product's ${percent(check.cvr)} conversion rate, ${clicks} by chance ` +
    `${Math.round(check.chanceByLuck * 100)} % of the time; ${check.suggested} or more is a safer threshold.`
  );
}
