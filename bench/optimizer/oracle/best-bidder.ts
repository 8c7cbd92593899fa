/**
 * The best bidder's campaigns and its bids through the model's own API: per product one MANUAL
 * campaign with the three campaigns' budgets together, an exact keyword on each planned search term
 * and an ASIN target on each planned page. Each local midnight every keyword and target takes that
 * day's planned bid (paused when the plan has none): bids are set per day from the day's hourly
 * landscape, not per hour (24 × the calls for a few percent at most). Product ads follow stock.
 */
import type { SandboxState } from "../../../sandbox/model/index";
import type { AdvertisedSku } from "../advertise";
import type { DayContext, StrategyRun } from "../run-days";
import { call, mustCreate } from "../sandbox-calls";
import { type BenchWorld, profileOf } from "../world";
import { followAvailability } from "./follow-availability";
import { createOracleCampaign } from "./oracle-campaign";
import type { OraclePlan } from "./plan";

type Clause = { kind: "keywords" | "targets"; id: string };

function setUp(world: BenchWorld, plan: OraclePlan, firstBids: Int32Array) {
  let state = world.state;
  const { profileId, limits } = world;
  const { queries } = profileOf(state, profileId).market;
  const skus: AdvertisedSku[] = [];
  const clauses: (Clause | null)[] = plan.pairs.map(() => null);
  world.products.forEach((product, index) => {
    const built = createOracleCampaign(state, world, product, plan.budget);
    const { campaignId, terms, pages } = built;
    state = built.state;
    const keywords: { item: unknown; pair: number }[] = [];
    const targets: { item: unknown; pair: number }[] = [];
    plan.pairs.forEach((pair, p) => {
      if (pair.sku !== product.sku) return;
      const query = queries[pair.q];
      if (!query) return;
      const bidCents = firstBids[p] ?? 0;
      const base = {
        campaignId,
        state: bidCents > 0 ? "ENABLED" : "PAUSED",
        bid: Math.max(bidCents, limits.bidMinCents) / 100,
      };
      if (query.kind === "term")
        keywords.push({
          pair: p,
          item: { ...base, adGroupId: terms.adGroupId, keywordText: query.text, matchType: "EXACT" },
        });
      else
        targets.push({
          pair: p,
          item: {
            ...base,
            adGroupId: pages.adGroupId,
            expression: [{ type: "ASIN_SAME_AS", value: query.text.toUpperCase() }],
            expressionType: "MANUAL",
          },
        });
    });
    for (const [kind, list] of [
      ["keywords", keywords],
      ["targets", targets],
    ] as const) {
      const created = mustCreate(
        state,
        profileId,
        kind,
        list.map((entry) => entry.item),
      );
      state = created.state;
      list.forEach((entry, i) => {
        clauses[entry.pair] = { kind, id: created.idByIndex.get(i) as string };
      });
    }
    skus.push({ skuId: index + 1, product, campaigns: [terms, pages] });
  });
  return { state, skus, clauses };
}

/** The day's bids where they differ from the day before. */
function setBids(
  state: SandboxState,
  world: BenchWorld,
  clauses: readonly (Clause | null)[],
  today: Int32Array,
  yesterday: Int32Array,
): SandboxState {
  const items = { keywords: [] as unknown[], targets: [] as unknown[] };
  clauses.forEach((clause, p) => {
    const bid = today[p] ?? 0;
    if (!clause || bid === (yesterday[p] ?? 0)) return;
    const change = bid > 0 ? { state: "ENABLED", bid: bid / 100 } : { state: "PAUSED" };
    if (clause.kind === "keywords") items.keywords.push({ keywordId: clause.id, ...change });
    else items.targets.push({ targetId: clause.id, ...change });
  });
  let next = call(state, world.profileId, "keywords", "update", items.keywords).state;
  next = call(next, world.profileId, "targets", "update", items.targets).state;
  return next;
}

export function bestBidderStrategy(
  world: BenchWorld,
  plan: OraclePlan,
  bids: readonly Int32Array[],
): StrategyRun {
  const none = new Int32Array(plan.pairs.length);
  let clauses: (Clause | null)[] = [];
  return {
    setUp: (w) => {
      const built = setUp(w, plan, bids[0] ?? none);
      clauses = built.clauses;
      return { state: built.state, skus: built.skus };
    },
    onDay: (state: SandboxState, context: DayContext, skus: AdvertisedSku[]) => {
      const withStock = followAvailability(state, world, skus);
      if (context.day === 0) return withStock;
      return setBids(withStock, world, clauses, bids[context.day] ?? none, bids[context.day - 1] ?? none);
    },
  };
}
