import { and, eq } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import type { AdvertiseResult } from "../../contracts/advertised-skus/sku-structure";
import { ApiError } from "../../contracts/api-error";
import { advertisedSkus } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { forgetArchivedCampaigns } from "./archived-campaigns";
import { requireSplit } from "./budget-split";
import { buildCampaign } from "./build-campaign";
import { setCampaignStates } from "./campaign-states";
import { mirrorSkuCampaigns } from "./mirror";
import { ADVERTISE_CAMPAIGNS, advertisePlan } from "./plan";
import { pushSkuLimits } from "./push-limits";
import { builtStructureRows } from "./push-rows";
import { campaignsOfSku, skuCampaignViews } from "./sku-campaign-rows";

export const ALREADY_STARTED = "The advertising has already been started";

/**
 * Advertise (spec 001 §4): builds the SKU's campaign structure on Amazon, each piece once, also over
 * retries after a partial failure; after a Stop it enables the SKU's campaigns again (brand and
 * competitor campaigns included) with the budget and bid range the SKU has now, and builds anew any
 * the seller archived on Amazon meanwhile. Then the SKU is advertised and its campaigns are Quick Launch
 * campaigns. 1005 when it is already advertised, 1006 when it is not the profile's.
 */
export async function advertiseSku(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  skuId: number,
): Promise<AdvertiseResult> {
  const sku = await requireSku(db, profile.id, skuId);
  if (sku.isAdvertised) throw new ApiError(1005, ALREADY_STARTED);
  // The Max budget must give each campaign Amazon's minimum: Advertise's three, or more after a Stop.
  const built = await builtStructureRows(db, profile.id, sku.id);
  const live = built.campaigns.filter((campaign) => campaign.state !== "ARCHIVED").length;
  const named = { id: sku.id, sku: sku.sku, currency: profile.currencyCode };
  requireSplit(built.campaigns, sku.maxDailyBudgetCents, named, Math.max(0, ADVERTISE_CAMPAIGNS - live));
  const rebuilt = await forgetArchivedCampaigns(db, client, profile, sku);
  for (const plan of [...advertisePlan(sku), ...rebuilt]) await buildCampaign(db, client, profile, sku, plan);
  const rows = await campaignsOfSku(db, sku.id);
  const campaignIds = rows.map((row) => row.campaignId);
  // A budget or bid range changed while the SKU was stopped stayed in our database: send it before
  // the campaigns run again. The mirror below stores what Amazon then holds.
  await pushSkuLimits(db, async () => ({ profile, client }), profile.id, named, {
    budgetCents: sku.maxDailyBudgetCents,
    bids: { minCents: sku.bidMinCents, maxCents: sku.bidMaxCents },
  });
  await setCampaignStates(db, client, profile, campaignIds, "ENABLED");
  await mirrorSkuCampaigns(db, client, profile, sku.id, campaignIds);
  await db
    .update(advertisedSkus)
    .set({ isAdvertised: true, updatedAt: new Date() })
    .where(and(eq(advertisedSkus.id, sku.id), eq(advertisedSkus.profileId, profile.id)));
  return { advertisedSkuId: sku.id, isAdvertised: true, campaigns: await skuCampaignViews(db, sku.id) };
}
