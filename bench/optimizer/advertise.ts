/**
 * Advertise, as the product builds it (worker/services/sku-structure: `advertisePlan` and its Amazon
 * steps): per product an AUTO campaign with its four auto clauses bid at the default bid, and empty
 * MANUAL keyword and product-target campaigns, each with the SKU's daily budget.
 */
import type { BiddingStrategy, Product, SandboxState } from "../../sandbox/model/index";
import type { CampaignRole } from "../../worker/automation/rules/rule-input";
import { ADVERTISE_CAMPAIGNS, advertisePlan } from "../../worker/services/sku-structure/plan";
import { call, mustCreate } from "./sandbox-calls";
import type { BenchWorld } from "./world";

export type AdvertisedCampaign = { campaignId: string; adGroupId: string; adId: string; role: CampaignRole };
export type AdvertisedSku = { skuId: number; product: Product; campaigns: AdvertisedCampaign[] };

const dollars = (cents: number) => cents / 100;

/**
 * Builds the structure for every product of the world. `strategy`: the product creates campaigns with
 * LEGACY_FOR_SALES; the fixed-bid baselines ask for MANUAL so their bids are what they set.
 */
export function advertiseAll(world: BenchWorld, strategy: BiddingStrategy) {
  let state: SandboxState = world.state;
  const skus: AdvertisedSku[] = [];
  const { profileId, limits } = world;
  world.products.forEach((product, index) => {
    const plans = advertisePlan({
      sku: product.sku,
      // The SKU's Max budget is its campaigns' together (issue 29): each campaign keeps the bench's budget.
      maxDailyBudgetCents: limits.budgetCents * ADVERTISE_CAMPAIGNS,
      bidMinCents: limits.bidMinCents,
      bidMaxCents: limits.bidMaxCents,
    });
    const campaigns: AdvertisedCampaign[] = [];
    for (const plan of plans) {
      const campaign = mustCreate(state, profileId, "campaigns", [
        {
          name: plan.name,
          targetingType: plan.targetingType,
          state: "ENABLED",
          budget: { budgetType: "DAILY", budget: dollars(plan.budgetCents) },
          dynamicBidding: { strategy, placementBidding: [] },
        },
      ]);
      const campaignId = campaign.ids[0] as string;
      const adGroup = mustCreate(campaign.state, profileId, "adGroups", [
        { campaignId, name: plan.name, state: "ENABLED", defaultBid: dollars(plan.bidCents) },
      ]);
      const adGroupId = adGroup.ids[0] as string;
      const ad = mustCreate(adGroup.state, profileId, "productAds", [
        { campaignId, adGroupId, sku: product.sku, state: "ENABLED" },
      ]);
      state = ad.state;
      if (plan.targetingType === "AUTO") state = bidAutoClauses(state, profileId, adGroupId, plan.bidCents);
      campaigns.push({ campaignId, adGroupId, adId: ad.ids[0] as string, role: plan.role as CampaignRole });
    }
    skus.push({ skuId: index + 1, product, campaigns });
  });
  return { state, skus };
}

function bidAutoClauses(state: SandboxState, profileId: number, adGroupId: string, bidCents: number) {
  const profile = state.profiles.find((candidate) => candidate.profileId === profileId);
  const clauses = profile?.ads.targets.filter((target) => target.adGroupId === adGroupId) ?? [];
  const items = clauses.map((clause) => ({ targetId: clause.targetId, bid: dollars(bidCents) }));
  const result = call(state, profileId, "targets", "update", items);
  if (result.errors.length > 0) throw new Error(`auto clauses: ${result.errors[0]}`);
  return result.state;
}
