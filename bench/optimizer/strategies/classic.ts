/**
 * `classic`: the rule-based optimiser sellers run today. Once a day, each keyword's and target's
 * ACOS over the last 14 complete days, read from the reports at face value: with at least 10 clicks,
 * over the target (or no sale) the bid goes down 10 %, under it up 10 %, within [Min Bid, Max Bid].
 * Fixed bids (no dynamic bidding), no harvesting, no negatives.
 */
import { addDays, type SandboxState } from "../../../sandbox/model/index";
import { advertiseAll } from "../advertise";
import { type ReportCache, targetingDays } from "../reports";
import type { DayContext, StrategyRun } from "../run-days";
import { call } from "../sandbox-calls";
import { type BenchWorld, profileOf } from "../world";

export const CLASSIC = { lookBackDays: 14, minClicks: 10, step: 0.1 };

type Totals = { clicks: number; spendCents: number; salesCents: number };

/** The new bid in cents, or null to leave it: ±step by ACOS against the target once clicks reach the threshold. */
export function classicBid(
  bidCents: number,
  totals: Totals,
  targetAcos: number,
  limits: { bidMinCents: number; bidMaxCents: number },
): number | null {
  if (totals.clicks < CLASSIC.minClicks) return null;
  const acos =
    totals.salesCents > 0 ? (totals.spendCents / totals.salesCents) * 100 : Number.POSITIVE_INFINITY;
  if (acos === targetAcos) return null;
  const factor = acos > targetAcos ? 1 - CLASSIC.step : 1 + CLASSIC.step;
  const next = Math.min(limits.bidMaxCents, Math.max(limits.bidMinCents, Math.round(bidCents * factor)));
  return next === bidCents ? null : next;
}

export function classicStrategy(world: BenchWorld): StrategyRun {
  const reports: ReportCache = new Map();
  const onDay = (state: SandboxState, context: DayContext) => {
    const profile = profileOf(state, world.profileId);
    const yesterday = addDays(context.today, -1);
    const totals = new Map<string, Totals>();
    for (const day of targetingDays(state, profile, yesterday, CLASSIC.lookBackDays, reports)) {
      const sum = totals.get(day.targetingId) ?? { clicks: 0, spendCents: 0, salesCents: 0 };
      sum.clicks += day.clicks;
      sum.spendCents += day.spendCents;
      sum.salesCents += day.salesCents;
      totals.set(day.targetingId, sum);
    }
    const defaults = new Map(profile.ads.adGroups.map((group) => [group.adGroupId, group.defaultBid]));
    const moves = (entities: { id: string; bid?: number; adGroupId: string; state: string }[]) =>
      entities.flatMap((entity) => {
        const sum = totals.get(entity.id);
        if (!sum || entity.state !== "ENABLED") return [];
        const bidCents = Math.round((entity.bid ?? defaults.get(entity.adGroupId) ?? 0) * 100);
        const next = classicBid(bidCents, sum, world.targetAcos, world.limits);
        return next === null ? [] : [{ id: entity.id, bid: next / 100 }];
      });
    const keywordMoves = moves(profile.ads.keywords.map((k) => ({ ...k, id: k.keywordId })));
    const targetMoves = moves(profile.ads.targets.map((t) => ({ ...t, id: t.targetId })));
    let next = call(
      state,
      world.profileId,
      "keywords",
      "update",
      keywordMoves.map((move) => ({ keywordId: move.id, bid: move.bid })),
    ).state;
    next = call(
      next,
      world.profileId,
      "targets",
      "update",
      targetMoves.map((move) => ({ targetId: move.id, bid: move.bid })),
    ).state;
    return next;
  };
  return { setUp: (w) => advertiseAll(w, "MANUAL"), onDay };
}
