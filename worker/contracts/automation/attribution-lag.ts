/**
 * Attribution lag: a day's sales and orders keep arriving for days after the day, because Amazon
 * books an order on the day of the click that led to it (7-day window for Sponsored Products).
 * This model says how much of a day's final figures is already reported, so the rules can judge
 * recent days fairly and the web can mark them "still arriving" with an estimate of where they
 * settle. Pure and deterministic; docs/automation/bids.md explains the curve and where it comes from.
 */

import { rangeLength } from "../date-range";
import type { Figures } from "../metrics";

/** Mean hours from a click to its order: our simulated market's (sandbox scenario attribution.meanLagHours). */
export const MEAN_LAG_HOURS = 30;
/** Sponsored Products reports attribute an order to a click of the previous 7 days (sales7d). */
export const ATTRIBUTION_WINDOW_HOURS = 7 * 24;
/**
 * A day's clicks are taken as spread evenly over its first 12 local hours. In our simulated market
 * budget-capped campaigns spend early: 85 % of the clicks fall before noon (docs/automation/bids.md).
 */
export const CLICK_HOURS = 12;
/** From this share on a day reads as settled: what is left to arrive would not show on a chart. */
export const SETTLED_SHARE = 0.95;
/** lagCorrected scales a day up at most ×10: a day read in its first hours stays mostly a guess. */
export const MIN_SCALED_SHARE = 0.1;

const FINAL_SHARE = 1 - Math.exp(-ATTRIBUTION_WINDOW_HOURS / MEAN_LAG_HOURS);

/** Of the orders that clicks made `hours` ago will bring inside the window, the share already booked. */
function bookedShare(hours: number): number {
  if (hours <= 0) return 0;
  return (1 - Math.exp(-Math.min(hours, ATTRIBUTION_WINDOW_HOURS) / MEAN_LAG_HOURS)) / FINAL_SHARE;
}

/**
 * The share of a day's final sales and orders already reported `daysAgo` days later (0 = today),
 * read at the start of local `hour` (0–23). Clicks are taken as spread evenly over the day's first
 * CLICK_HOURS hours, each at the middle of its hour; today only has the hours already gone.
 */
export function settledShare(daysAgo: number, hour = 12): number {
  if (daysAgo < 0) return 0;
  const clickHours = daysAgo === 0 ? Math.min(hour, CLICK_HOURS) : CLICK_HOURS;
  if (clickHours <= 0) return 0;
  let sum = 0;
  for (let clickHour = 0; clickHour < clickHours; clickHour++) {
    sum += bookedShare(24 * daysAgo + hour - clickHour - 0.5);
  }
  return Math.min(1, sum / clickHours);
}

/** Whole days from `date` to `today` (both YYYY-MM-DD): 0 for today, 1 for yesterday. */
export const daysAgo = (date: string, today: string) => rangeLength({ startDate: date, endDate: today }) - 1;

/** The share of the figures of `date` already reported when read on `today` at `hour`. */
export const shareOfDay = (date: string, today: string, hour = 12) =>
  settledShare(daysAgo(date, today), hour);

/** The day's sales and orders are still arriving: charts mark it and show its estimate. */
export const isStillArriving = (date: string, today: string, hour = 12) =>
  shareOfDay(date, today, hour) < SETTLED_SHARE;

/**
 * By how much the day's sales, orders and units will still grow: 1 once settled, at most ×10
 * (MIN_SCALED_SHARE), null while none of the day's sales can have been reported yet (a day not begun,
 * or today before its first hour is over): there is nothing to scale, so no estimate.
 */
export function settleFactor(date: string, today: string, hour = 12): number | null {
  const share = shareOfDay(date, today, hour);
  if (share >= 1) return 1;
  if (share <= 0) return null;
  return 1 / Math.max(share, MIN_SCALED_SHARE);
}

/**
 * What the day's figures will settle at: sales, orders and units scaled up by the share not yet
 * reported (money rounded to whole cents; counts stay fractional, an estimate). Impressions, clicks
 * and spend are final when reported and stay as they are.
 */
export function lagCorrected<T extends Figures>(figures: T, date: string, today: string, hour = 12): T {
  const scale = settleFactor(date, today, hour);
  if (scale === null || scale === 1) return figures;
  return {
    ...figures,
    salesCents: Math.round(figures.salesCents * scale),
    orders: figures.orders * scale,
    units: figures.units * scale,
  };
}
