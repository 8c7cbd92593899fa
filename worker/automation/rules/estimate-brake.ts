/**
 * A brake on target bids for when the estimates have been running high. Bids at target ACOS × each
 * entity's estimated revenue per click buy clicks the estimate does not see: a raised auto-targeting
 * bid wins more searches, and the extra ones are the marginal terms, worth less a click than the
 * average it was judged on; and entities whose estimate runs high by chance bid higher and buy more
 * of the clicks. Both leave the SKU over its target while every estimate, judged on the clicks it
 * already had, looks right. So the estimates are checked out of sample: those of the two weeks
 * before last week (days 8–21 back), applied to last week's clicks (as settled clicks, so orders
 * still arriving do not read as a shortfall), against the sales those clicks brought. Campaign by
 * campaign: when they promised 5 % more or over, and the campaign's ACOS over the bid look-back is
 * over the SKU's target, its target bids are scaled by target ÷ ACOS (never under half). An auto
 * campaign whose best terms were just harvested into keywords is the usual case: its remaining
 * clicks are the weaker terms, while its 14-day estimate still holds the harvested ones. Otherwise nothing changes: a SKU over
 * its target because its bids are still coming down from the launch bid (estimates that hold) is
 * brought down by the estimates alone, and braking it as well would overshoot.
 */
import { type DateRange, shiftDate } from "../../contracts/date-range";
import { type ClickTotals, completeDaysBefore, lookBackTotals } from "./look-back-totals";
import { estimator, skuPrior } from "./revenue-per-click";
import type { SkuSnapshot } from "./rule-input";

/** Last week: the clicks the estimates are checked on. */
export const CHECK_DAYS = 7;
/** The two weeks before it: what the estimates are made of (the bid rule's own look-back). */
export const ESTIMATE_DAYS = 14;
/** Under this many settled clicks last week, or clicks before it, the check is noise: no brake. */
export const MIN_CHECK_CLICKS = 20;
/** The brake never scales bids below half of what the estimates call for. */
export const MIN_BRAKE = 0.5;

/** Per campaign: sales of last week's clicks ÷ what the estimates before it promised for them. */
export function estimatesHeld(snapshot: SkuSnapshot, today: string, hour: number): Map<string, number> {
  const checked = completeDaysBefore(today, CHECK_DAYS);
  const before: DateRange = {
    startDate: shiftDate(today, -(CHECK_DAYS + ESTIMATE_DAYS)),
    endDate: shiftDate(today, -(CHECK_DAYS + 1)),
  };
  const earlier = lookBackTotals(snapshot, before, today, hour);
  const recent = lookBackTotals(snapshot, checked, today, hour);
  const held = new Map<string, number>();
  if (earlier.sku.clicks < MIN_CHECK_CLICKS) return held;
  const estimateOf = estimator(earlier, skuPrior(snapshot, before, today, hour));
  const placeOf = new Map<string, { adGroupId: string; campaignId: string }>();
  for (const keyword of snapshot.keywords) placeOf.set(keyword.keywordId, keyword);
  for (const target of snapshot.targets) placeOf.set(target.targetId, target);
  const promised = new Map<string, number>();
  for (const [entityId, totals] of recent.entities) {
    const place = placeOf.get(entityId);
    if (!place) continue;
    const value = totals.settledClicks * estimateOf({ entityId, ...place }).revenuePerClick;
    promised.set(place.campaignId, (promised.get(place.campaignId) ?? 0) + value);
  }
  for (const [campaignId, totals] of recent.campaigns) {
    const promise = promised.get(campaignId) ?? 0;
    if (totals.settledClicks < MIN_CHECK_CLICKS || promise <= 0) continue;
    held.set(campaignId, totals.salesCents / promise);
  }
  return held;
}

/** Estimates that promised at least this much more than last week's clicks sold have run high. */
export const HIGH_BY = 0.05;

const settledAcos = (totals: ClickTotals) =>
  totals.salesCents > 0 && totals.settledClicks > 0
    ? (100 * totals.spendCents * totals.settledClicks) / (totals.salesCents * totals.clicks)
    : null;

/**
 * The factor on each campaign's target bids: target ÷ the campaign's settled ACOS over the bid
 * look-back when it runs over the target and its estimates have run high (held under 1 − HIGH_BY),
 * never under MIN_BRAKE; campaigns not in the map keep their bids' estimates as they are.
 */
export function estimateBrakes(
  snapshot: SkuSnapshot,
  campaigns: ReadonlyMap<string, ClickTotals>,
  targetAcos: number,
  today: string,
  hour: number,
): Map<string, number> {
  const brakes = new Map<string, number>();
  for (const [campaignId, held] of estimatesHeld(snapshot, today, hour)) {
    const totals = campaigns.get(campaignId);
    const acos = totals ? settledAcos(totals) : null;
    if (held >= 1 - HIGH_BY || acos === null || acos <= targetAcos) continue;
    brakes.set(campaignId, Math.max(MIN_BRAKE, targetAcos / acos));
  }
  return brakes;
}
