import { requireSku } from "../../access/advertised-sku";
import type { OwnProfile } from "../../access/own-profile";
import { skuSettingsOf } from "../../automation/sku-settings";
import type { AdvertisePreview, PreviewCampaign } from "../../contracts/advertised-skus/advertise-preview";
import { ApiError } from "../../contracts/api-error";
import type { Database } from "../../db/client";
import { ALREADY_STARTED } from "./advertise";
import { firstRuns } from "./first-runs";
import { AUTO_CLAUSES, advertisePlan, type PlannedCampaign } from "./plan";
import { campaignsOfSku, skuCampaignViews } from "./sku-campaign-rows";

const dollars = (cents: number) => cents / 100;

/** Amazon's auto clauses as the seller reads them. */
const CLAUSE_LABELS: Record<(typeof AUTO_CLAUSES)[number], string> = {
  QUERY_HIGH_REL_MATCHES: "Close match",
  QUERY_BROAD_REL_MATCHES: "Loose match",
  ASIN_ACCESSORY_RELATED: "Complements",
  ASIN_SUBSTITUTE_RELATED: "Substitutes",
};

const TARGETING: Record<PlannedCampaign["role"], string> = {
  AUTO: "Amazon's automatic targeting: it finds the search terms and product pages for the product.",
  KEYWORD: "Keywords you choose: none at the start; the Keywords panel and search term expansion add them.",
  PRODUCT: "Products you choose: none at the start; the ASIN Targets panel adds them.",
  BRAND: "The brand name as exact and phrase keywords.",
  COMPETITOR: "The competitor's name as phrase and broad keywords.",
};

function previewCampaign(plan: PlannedCampaign, built: boolean): PreviewCampaign {
  const bid = dollars(plan.bidCents);
  const startingTargets =
    plan.targetingType === "AUTO"
      ? AUTO_CLAUSES.map((clause) => ({ label: CLAUSE_LABELS[clause], bid }))
      : plan.keywords.map((keyword) => ({
          label: `${keyword.keywordText} (${keyword.matchType.toLowerCase()})`,
          bid,
        }));
  return {
    role: plan.role,
    name: plan.name,
    targetingType: plan.targetingType,
    targeting: TARGETING[plan.role],
    dailyBudget: dollars(plan.budgetCents),
    defaultBid: bid,
    startingTargets,
    isNew: !built,
  };
}

/**
 * What Advertise (advertise.ts) will do for the SKU, read-only: the campaigns of its plan with their
 * share of the Max budget and starting bids, the campaigns a Stop paused that it enables again, and
 * what each rule of the SKU's settings does first. 1005 when the SKU is already advertised (Advertise
 * would refuse), 1006 when it is not the profile's.
 */
export async function advertisePreview(
  db: Database,
  profile: OwnProfile,
  skuId: number,
): Promise<AdvertisePreview> {
  const sku = await requireSku(db, profile.id, skuId);
  if (sku.isAdvertised) throw new ApiError(1005, ALREADY_STARTED);
  const plans = advertisePlan(sku);
  const recorded = await campaignsOfSku(db, sku.id);
  const campaigns = plans.map((plan) =>
    previewCampaign(
      plan,
      recorded.some((row) => row.role === plan.role && row.competitorId === plan.competitorId),
    ),
  );
  const planned = new Set(plans.map((plan) => plan.role));
  const enabledAgain = (await skuCampaignViews(db, sku.id))
    .filter((view) => !planned.has(view.role))
    .map(({ role, name }) => ({ role, name }));
  return {
    advertisedSkuId: sku.id,
    sku: sku.sku,
    maxDailyBudget: dollars(sku.maxDailyBudgetCents),
    totalDailyBudget: dollars(plans.reduce((total, plan) => total + plan.budgetCents, 0)),
    bidMin: dollars(sku.bidMinCents),
    bidMax: dollars(sku.bidMaxCents),
    campaigns,
    enabledAgain,
    rules: firstRuns(skuSettingsOf(sku, profile.timezone, profile.currencyCode)),
  };
}
