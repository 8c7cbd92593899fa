/**
 * A brake on target bids for when the SKU's estimates have been running high. Bids at target ACOS ×
 * each entity's estimated revenue per click buy clicks the estimate does not see: a raised
 * auto-targeting bid wins more searches, and the extra ones are the marginal terms, worth less a click
 * than the average it was judged on; entities whose estimate runs high by chance bid higher and buy
 * more of the clicks; an auto campaign whose best terms were just harvested keeps their value in its
 * estimate. Each leaves the SKU over its target while every estimate, judged on the clicks it already
 * had, looks right. So the estimates are checked out of sample: those of the two weeks before last
 * week (days 8–21 back), applied to last week's clicks (as settled clicks, so orders still arriving
 * do not read as a shortfall), against the sales those clicks brought, over the whole SKU.
 *
 * The brake is that ratio (sales ÷ promise), pulled toward 1 by PRIOR_CHECK_ORDERS orders' worth of
 * sales (a week of a few orders says little), never above 1 and never under MIN_BRAKE; the target
 * bids of every keyword and target of the SKU are multiplied by it. Never above 1: the bids are
 * raised toward what the estimates say, not past it, so a lucky week cannot push them over the
 * target. A SKU over its target because its bids are still coming down from the launch bid has
 * estimates that hold, and is brought down by the estimates alone.
 */
import { type DateRange, shiftDate } from "../../contracts/date-range";
import { completeDaysBefore, lookBackTotals } from "./look-back-totals";
import { estimator, skuPrior } from "./revenue-per-click";
import type { SkuSnapshot } from "./rule-input";

/** Last week: the clicks the estimates are checked on. */
export const CHECK_DAYS = 7;
/** The two weeks before it: what the estimates are made of (the bid rule's own look-back). */
export const ESTIMATE_DAYS = 14;
/** Under this many settled clicks last week, or clicks before it, the check is noise: no brake. */
export const MIN_CHECK_CLICKS = 20;
/** The check weighs as much as this many orders' worth of "the estimates held" (ratio 1). */
export const PRIOR_CHECK_ORDERS = 10;
/** The brake never scales bids below this share of what the estimates call for. */
export const MIN_BRAKE = 0.6;

/** Last week's clicks of the SKU: what they sold, and what the estimates before them promised. */
export type EstimateCheck = {
  salesCents: number;
  promisedCents: number;
  /** Orders the estimates promised for those clicks. */
  promisedOrders: number;
};

/** The SKU's out-of-sample check, or null while it has too few clicks to say anything. */
export function estimateCheck(snapshot: SkuSnapshot, today: string, hour: number): EstimateCheck | null {
  const checked = completeDaysBefore(today, CHECK_DAYS);
  const before: DateRange = {
    startDate: shiftDate(today, -(CHECK_DAYS + ESTIMATE_DAYS)),
    endDate: shiftDate(today, -(CHECK_DAYS + 1)),
  };
  const earlier = lookBackTotals(snapshot, before, today, hour);
  if (earlier.sku.clicks < MIN_CHECK_CLICKS) return null;
  const recent = lookBackTotals(snapshot, checked, today, hour);
  const estimateOf = estimator(earlier, skuPrior(snapshot, before, today, hour));
  const placeOf = new Map<string, { adGroupId: string; campaignId: string }>();
  for (const keyword of snapshot.keywords) placeOf.set(keyword.keywordId, keyword);
  for (const target of snapshot.targets) placeOf.set(target.targetId, target);
  const check: EstimateCheck = { salesCents: 0, promisedCents: 0, promisedOrders: 0 };
  let settledClicks = 0;
  for (const [entityId, totals] of recent.entities) {
    const place = placeOf.get(entityId);
    if (!place) continue;
    const estimate = estimateOf({ entityId, ...place });
    settledClicks += totals.settledClicks;
    check.salesCents += totals.salesCents;
    check.promisedCents += totals.settledClicks * estimate.revenuePerClick;
    check.promisedOrders += totals.settledClicks * estimate.ordersPerClick;
  }
  if (settledClicks < MIN_CHECK_CLICKS || check.promisedCents <= 0 || check.promisedOrders <= 0) return null;
  return check;
}

/** The factor on the target bids from a check: sales ÷ promise, shrunk toward 1, in [MIN_BRAKE, 1]. */
export function brakeOf(check: EstimateCheck | null): number {
  if (!check) return 1;
  const prior = (PRIOR_CHECK_ORDERS * check.promisedCents) / check.promisedOrders;
  const held = (check.salesCents + prior) / (check.promisedCents + prior);
  return Math.min(1, Math.max(MIN_BRAKE, held));
}

/** The factor on every target bid of the SKU this run (1: the estimates held, or too few clicks to tell). */
export const estimateBrake = (snapshot: SkuSnapshot, today: string, hour: number) =>
  brakeOf(estimateCheck(snapshot, today, hour));
