import { requireSku } from "../../access/advertised-sku";
import { requireSkupilotKeyword, requireSkupilotTarget } from "../../access/campaign-entities";
import { requireLaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import { requireOwnProfile } from "../../access/own-profile";
import { requireSkupilotCampaignId } from "../../access/skupilot-campaigns";
import { ApiError } from "../../contracts/api-error";
import type { WidgetTarget } from "../../contracts/chat/widget-catalogue";
import type { Database } from "../../db/client";

/** The lookups the widget's route makes itself: each throws 1006 for an entity not of the profile. */
async function requireEntity(db: Database, { route, profileId, entityId }: WidgetTarget) {
  switch (route) {
    case "campaignDailyBudget":
    case "campaignState":
      // The campaign update acts on the campaigns of the Quick Launch and Migrated lists only.
      return requireLaunchedOrMigratedCampaign(db, profileId, entityId);
    case "campaignNegativeKeywords":
    case "campaignNegativeProductTargets":
    case "campaignKeywordsState":
    case "campaignProductTargetsState":
      return requireSkupilotCampaignId(db, profileId, entityId);
    case "keywordBid":
      return requireSkupilotKeyword(db, profileId, entityId, ["KEYWORD"]);
    case "productTargetBid":
      return requireSkupilotTarget(db, profileId, entityId, ["TARGET"]);
    case "skuKeyword":
    case "skuProductTarget":
      return requireSku(db, profileId, Number(entityId));
  }
}

/**
 * Whether the widget's profile is one of the seller's and the campaign, keyword, target or SKU its
 * path names is one of that profile's that the route acts on (a campaign Skupilot manages).
 */
export async function widgetTargetBelongs(db: Database, userId: string, target: WidgetTarget) {
  try {
    await requireOwnProfile(db, userId, target.profileId);
    await requireEntity(db, target);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
