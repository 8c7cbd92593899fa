import { and, eq } from "drizzle-orm";
import { ApiError } from "../../contracts/api-error";
import { spKeywords, spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { requireOwnProfile } from "../amazon-accounts/own-profile";
import { requireManagedCampaign } from "../campaigns/managed-campaign";
import { isManagedCampaign, requireSku } from "../sku-targets/scope";
import type { WidgetTarget } from "./widget-check";

/** Whether the keyword or target is a live row of one of the profile's managed campaigns. */
async function inManagedCampaign(db: Database, profileId: number, row: { campaignId: string } | undefined) {
  return row !== undefined && (await isManagedCampaign(db, profileId, row.campaignId));
}

async function entityBelongs(db: Database, { route, profileId, entityId }: WidgetTarget) {
  switch (route) {
    case "campaignDailyBudget":
    case "campaignState":
      // The campaign update acts on the campaigns of the Quick Launch and Migrated lists only.
      return Boolean(await requireManagedCampaign(db, profileId, entityId));
    case "campaignNegativeKeywords":
    case "campaignNegativeProductTargets":
    case "campaignKeywordsState":
    case "campaignProductTargetsState":
      return isManagedCampaign(db, profileId, entityId);
    case "keywordBid": {
      const row = await db
        .select({ campaignId: spKeywords.campaignId })
        .from(spKeywords)
        .where(
          and(
            eq(spKeywords.profileId, profileId),
            eq(spKeywords.kind, "KEYWORD"),
            eq(spKeywords.keywordId, entityId),
          ),
        )
        .get();
      return inManagedCampaign(db, profileId, row);
    }
    case "productTargetBid": {
      const row = await db
        .select({ campaignId: spTargets.campaignId })
        .from(spTargets)
        .where(
          and(
            eq(spTargets.profileId, profileId),
            eq(spTargets.kind, "TARGET"),
            eq(spTargets.targetId, entityId),
          ),
        )
        .get();
      return inManagedCampaign(db, profileId, row);
    }
    case "skuKeyword":
    case "skuProductTarget":
      return Boolean(await requireSku(db, profileId, Number(entityId)));
  }
}

/**
 * Whether the widget's profile is one of the seller's and the campaign, keyword, target or SKU its
 * path names is one of that profile's that the route acts on (a campaign Skupilot manages).
 */
export async function widgetTargetBelongs(db: Database, userId: string, target: WidgetTarget) {
  try {
    await requireOwnProfile(db, userId, target.profileId);
    return await entityBelongs(db, target);
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
