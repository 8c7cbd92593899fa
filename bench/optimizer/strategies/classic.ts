/**
 * `classic`: what a diligent seller runs from a spreadsheet. Once a day, each keyword's and target's
 * ACOS over the last 14 complete days, read from the reports at face value: with at least 10 clicks,
 * over the target the bid goes down 10 %, under it up 10 %; no sale after 20 clicks, down 10 %;
 * within [Min Bid, Max Bid]. And the search-term sheet (harvest.ts): the auto campaign's converting
 * terms become exact keywords or ASIN targets, its clicked terms without an order are negated.
 * Fixed bids (no dynamic bidding).
 */
import { addDays, type SandboxState } from "../../../sandbox/model/index";
import { type AdvertisedSku, advertiseAll } from "../advertise";
import { type ReportCache, searchTermDays, targetingDays } from "../reports";
import type { DayContext, StrategyRun } from "../run-days";
import { call } from "../sandbox-calls";
import { type BenchWorld, profileOf } from "../world";
import { isAsin, termMoves, termTotals } from "./harvest";

export const CLASSIC = { lookBackDays: 14, minClicks: 10, noSaleClicks: 20, step: 0.1 };

type Totals = { clicks: number; spendCents: number; salesCents: number };

/** The new bid in cents, or null to leave it: ±step by ACOS against the target once clicks reach the threshold. */
export function classicBid(
  bidCents: number,
  totals: Totals,
  targetAcos: number,
  limits: { bidMinCents: number; bidMaxCents: number },
): number | null {
  if (totals.clicks < CLASSIC.minClicks) return null;
  if (totals.salesCents === 0 && totals.clicks < CLASSIC.noSaleClicks) return null;
  const acos =
    totals.salesCents > 0 ? (totals.spendCents / totals.salesCents) * 100 : Number.POSITIVE_INFINITY;
  if (acos === targetAcos) return null;
  const factor = acos > targetAcos ? 1 - CLASSIC.step : 1 + CLASSIC.step;
  const next = Math.min(limits.bidMaxCents, Math.max(limits.bidMinCents, Math.round(bidCents * factor)));
  return next === bidCents ? null : next;
}

export function classicStrategy(world: BenchWorld): StrategyRun {
  const reports: ReportCache = new Map();
  const judged = new Map<string, Set<string>>();
  const onDay = (state: SandboxState, context: DayContext, skus: AdvertisedSku[]) => {
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
    return harvest(next, yesterday, skus);
  };
  const harvest = (state: SandboxState, yesterday: string, skus: AdvertisedSku[]) => {
    const profile = profileOf(state, world.profileId);
    const terms = searchTermDays(state, profile, yesterday, CLASSIC.lookBackDays, reports);
    const created = {
      keywords: [] as unknown[],
      targets: [] as unknown[],
      negativeKeywords: [] as unknown[],
      negativeTargets: [] as unknown[],
    };
    for (const sku of skus) {
      const role = (name: string) => sku.campaigns.find((campaign) => campaign.role === name);
      const [auto, keyword, product] = [role("AUTO"), role("KEYWORD"), role("PRODUCT")];
      if (!auto || !keyword || !product) continue;
      const done = judged.get(sku.product.sku) ?? new Set<string>();
      judged.set(sku.product.sku, done);
      for (const move of termMoves(
        termTotals(terms, auto.campaignId),
        done,
        world.targetAcos,
        world.limits,
      )) {
        done.add(move.searchTerm);
        const asin = isAsin(move.searchTerm);
        const expression = [{ type: "ASIN_SAME_AS", value: move.searchTerm.toUpperCase() }];
        const negative = { campaignId: auto.campaignId, adGroupId: auto.adGroupId, state: "ENABLED" };
        if (asin) created.negativeTargets.push({ ...negative, expression });
        else
          created.negativeKeywords.push({
            ...negative,
            keywordText: move.searchTerm,
            matchType: "NEGATIVE_EXACT",
          });
        if (move.kind !== "harvest" || move.bidCents === undefined) continue;
        const bid = move.bidCents / 100;
        if (asin)
          created.targets.push({
            campaignId: product.campaignId,
            adGroupId: product.adGroupId,
            state: "ENABLED",
            expression,
            expressionType: "MANUAL",
            bid,
          });
        else
          created.keywords.push({
            campaignId: keyword.campaignId,
            adGroupId: keyword.adGroupId,
            state: "ENABLED",
            keywordText: move.searchTerm,
            matchType: "EXACT",
            bid,
          });
      }
    }
    let next = state;
    for (const kind of ["keywords", "targets", "negativeKeywords", "negativeTargets"] as const)
      next = call(next, world.profileId, kind, "create", created[kind]).state;
    return next;
  };
  return { setUp: (w) => advertiseAll(w, "MANUAL"), onDay };
}
