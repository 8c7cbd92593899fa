/**
 * The SKU-level multiplier of bid optimisation: what Amazon charged per cent of bid. Amazon charges
 * less than the bid (a second price), so a bid of target ACOS × revenue per click would land the
 * SKU's ACOS under its target; dividing by this share lands it on the target. Each day's clicks are
 * weighed at the bid of that day (bids-in-effect.ts): against today's bid, a bid just cut would read
 * as a dearer click, and the bids would swing.
 */
import type { DateRange } from "../../contracts/date-range";
import type { BiddableEntity } from "./biddable-entities";
import { bidsInEffect } from "./bids-in-effect";
import type { SkuSnapshot } from "./rule-input";

/** What the SKU pays per cent of bid is taken inside [0.2, 2] (a second price, or dynamic bids up to +100 %). */
export const PAID_SHARE_RANGE = { min: 0.2, max: 2 } as const;

/**
 * Cents Amazon charged per cent of bid over the look-back, across the entities the rule moves, each
 * day's clicks at the bid of that day (1 without clicks).
 */
export function paidShareOfBid(snapshot: SkuSnapshot, entities: BiddableEntity[], range: DateRange): number {
  const bidOf = new Map(entities.map((entity) => [entity.entityId, entity.bidCents]));
  const bidOnDay = bidsInEffect(snapshot);
  let spendCents = 0;
  let bidCentsTimesClicks = 0;
  for (const day of snapshot.targetingDays) {
    const bidCents = bidOf.get(day.targetingId);
    if (bidCents === undefined || !day.clicks || day.date < range.startDate || day.date > range.endDate)
      continue;
    spendCents += day.spendCents;
    bidCentsTimesClicks += day.clicks * bidOnDay(day.targetingId, day.date, bidCents);
  }
  if (bidCentsTimesClicks <= 0 || spendCents <= 0) return 1;
  return Math.min(PAID_SHARE_RANGE.max, Math.max(PAID_SHARE_RANGE.min, spendCents / bidCentsTimesClicks));
}
