/**
 * One product's campaign as both oracle bidders build it: a MANUAL campaign of the given daily
 * budget and two ad groups, one for search terms and one for product pages (Amazon keeps keywords
 * and product targets in separate ad groups), each advertising the product.
 */
import type { Product, SandboxState } from "../../../sandbox/model/index";
import type { AdvertisedCampaign } from "../advertise";
import { mustCreate } from "../sandbox-calls";
import type { BenchWorld } from "../world";

export type OracleCampaign = {
  state: SandboxState;
  campaignId: string;
  terms: AdvertisedCampaign;
  pages: AdvertisedCampaign;
};

export function createOracleCampaign(
  start: SandboxState,
  world: BenchWorld,
  product: Product,
  budgetDollars: number,
): OracleCampaign {
  const { profileId, limits } = world;
  const campaign = mustCreate(start, profileId, "campaigns", [
    {
      name: `${product.sku} · Oracle`,
      targetingType: "MANUAL",
      state: "ENABLED",
      budget: { budgetType: "DAILY", budget: budgetDollars },
      dynamicBidding: { strategy: "MANUAL", placementBidding: [] },
    },
  ]);
  const campaignId = campaign.ids[0] as string;
  let state = campaign.state;
  const [terms, pages] = (["terms", "pages"] as const).map((what): AdvertisedCampaign => {
    const group = mustCreate(state, profileId, "adGroups", [
      {
        campaignId,
        name: `${product.sku} · Oracle ${what}`,
        state: "ENABLED",
        defaultBid: limits.bidMinCents / 100,
      },
    ]);
    const adGroupId = group.ids[0] as string;
    const ad = mustCreate(group.state, profileId, "productAds", [
      { campaignId, adGroupId, sku: product.sku, state: "ENABLED" },
    ]);
    state = ad.state;
    return { campaignId, adGroupId, adId: ad.ids[0] as string, role: null };
  }) as [AdvertisedCampaign, AdvertisedCampaign];
  return { state, campaignId, terms, pages };
}
