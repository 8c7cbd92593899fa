/**
 * The ad limit (document 000 §4, 001 §9; issue 18): a seller has reached it once this calendar
 * month's ad spend over all their connected profiles, in US dollars, is at least their plan's
 * monthly cap. Pure: the service reads the figures and stores the answer.
 *
 * "This month" is each profile's marketplace month: Amazon dates a profile's figures in its
 * marketplace's time zone (and the sync stores them so), so a UK profile's November starts at
 * midnight in London while a US one is still in October. With no plan (the trial) there is no cap:
 * the spec gives none, and the seller-friendly reading is that a trial is not cut short by spend.
 */
import { ruleClockAt } from "../clock/zone-clock";
import { PLAN_TERMS, type TariffPlanName } from "../contracts/billing/plans";
import { usdCents } from "../contracts/billing/usd-rates";

/** A profile's spend per marketplace date (cost in hundredths of its currency). */
export type ProfileSpend = {
  currencyCode: string;
  timezone: string;
  days: { date: string; costCents: number }[];
};

export type MonthSpend = { usdCents: number; unconvertedCurrencies: string[] };

/** The first date (YYYY-MM-01) of the month `now` falls in, in `timezone`. */
export const monthStartIn = (timezone: string, now: Date) =>
  `${ruleClockAt(now, timezone).today.slice(0, 7)}-01`;

/** The zone furthest behind UTC (UTC−12): no marketplace's month starts before its month does. */
const FURTHEST_BEHIND = "Etc/GMT+12";

/** The first date any profile's current month can hold: one read from here serves every time zone. */
export const spendReadFrom = (now: Date) => monthStartIn(FURTHEST_BEHIND, now);

/**
 * Each profile's spend over its own current month, in US cents. A currency the rate table lacks
 * is left out (and named), rather than guessed at.
 */
export function monthAdSpend(profiles: ProfileSpend[], now: Date): MonthSpend {
  let total = 0;
  const unconverted = new Set<string>();
  for (const { currencyCode, timezone, days } of profiles) {
    const month = monthStartIn(timezone, now).slice(0, 7);
    const cents = days
      .filter(({ date }) => date.startsWith(month))
      .reduce((sum, { costCents }) => sum + costCents, 0);
    const inUsd = usdCents(cents, currencyCode);
    if (inUsd === null) unconverted.add(currencyCode);
    else total += inUsd;
  }
  return { usdCents: total, unconvertedCurrencies: [...unconverted] };
}

/** The plan's monthly cap in US cents; null when there is none (no plan: the trial). */
export const adSpendCapCents = (plan: TariffPlanName | null) =>
  plan === null ? null : PLAN_TERMS[plan].adSpendCap * 100;

/** Reached once the month's spend is at least the cap. */
export function isAdLimitReached(plan: TariffPlanName | null, spendUsdCents: number): boolean {
  const cap = adSpendCapCents(plan);
  return cap !== null && spendUsdCents >= cap;
}
