/**
 * The world set-up the market-behaviour tests share: a product of the demo seller that stays in
 * stock over the days a test simulates, its terms of a chosen relevance, and a campaign of exact
 * keywords on them.
 */
import {
  type BiddingStrategy,
  createEntities,
  type Product,
  type Profile,
  type SandboxState,
} from "../../../sandbox/model/index";

/** The first product that can be advertised and has no stock-out from `from` to `to`, and its index. */
export function productInStock(us: Profile, from: string, to: string): { p: number; product: Product } {
  const p = us.catalog.findIndex(
    (candidate) =>
      candidate.eligibility.length === 0 &&
      !candidate.stockSpells.some((s) => s.start <= to && s.end >= from),
  );
  const product = us.catalog[p];
  if (!product) throw new Error("fixture");
  return { p, product };
}

/** The indices of the search terms whose true relevance to product `p` is chosen, in market order. */
export function termsOf(us: Profile, p: number, isChosen: (relevance: number) => boolean): number[] {
  return us.market.queries.flatMap((query, q) =>
    query.kind === "term" && isChosen(us.market.truth[p]?.relevance[q] ?? 0) ? [q] : [],
  );
}

export type ExactKeywordCampaign = {
  name: string;
  sku: string;
  budget: number;
  strategy: BiddingStrategy;
  defaultBid: number;
  keywords: readonly string[];
};

/** One campaign advertising `sku` with an exact keyword on each of `keywords`, at the ad group's default bid. */
export function withExactKeywords(state: SandboxState, profileId: number, spec: ExactKeywordCampaign) {
  const campaign = createEntities(state, profileId, "campaigns", [
    {
      name: spec.name,
      targetingType: "MANUAL",
      state: "ENABLED",
      budget: { budgetType: "DAILY", budget: spec.budget },
      dynamicBidding: { strategy: spec.strategy, placementBidding: [] },
    },
  ]);
  const campaignId = campaign.result.success[0]?.campaignId as string;
  const group = createEntities(campaign.state, profileId, "adGroups", [
    { campaignId, name: "Exact", state: "ENABLED", defaultBid: spec.defaultBid },
  ]);
  const adGroupId = group.result.success[0]?.adGroupId as string;
  const ad = createEntities(group.state, profileId, "productAds", [
    { campaignId, adGroupId, sku: spec.sku, state: "ENABLED" },
  ]);
  const keywords = createEntities(
    ad.state,
    profileId,
    "keywords",
    spec.keywords.map((keywordText) => ({
      campaignId,
      adGroupId,
      keywordText,
      matchType: "EXACT",
      state: "ENABLED",
    })),
  );
  return { state: keywords.state, campaignId, errors: keywords.result.error };
}
