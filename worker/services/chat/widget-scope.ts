import { and, eq } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import { requireSkupilotKeyword, requireSkupilotTarget } from "../../access/campaign-entities";
import { requireLaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import { requireOwnProfile } from "../../access/own-profile";
import { requireSkupilotCampaignId } from "../../access/skupilot-campaigns";
import { ApiError } from "../../contracts/api-error";
import type { WidgetTarget } from "../../contracts/chat/widget-catalogue";
import type { WidgetSubject } from "../../contracts/realtime/chat-message-events";
import { spCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { requireCampaignSku } from "../search-terms/require-campaign-sku";

/** A campaign's synced name; its id while the sync has not brought it yet. */
async function campaignName(db: Database, profileId: number, campaignId: string) {
  const row = await db
    .select({ name: spCampaigns.name })
    .from(spCampaigns)
    .where(and(eq(spCampaigns.profileId, profileId), eq(spCampaigns.campaignId, campaignId)))
    .get();
  return row?.name ?? campaignId;
}

/** An ASIN target's ASIN (its expression's value), else its expression's type. */
const targetName = (expression: { type: string; value?: string }[], targetId: string) =>
  expression[0]?.value ?? expression[0]?.type ?? targetId;

type EntityNames = { name: string; campaign?: string };

/**
 * The stored name of the entity the route acts on (and its campaign's, for a keyword or target), through
 * the lookups the widget's route makes itself: each throws 1006 for an entity not of the profile.
 */
async function requireEntityNames(
  db: Database,
  { route, profileId, entityId }: WidgetTarget,
): Promise<EntityNames> {
  switch (route) {
    case "campaignDailyBudget":
    case "campaignState":
      // The campaign update acts on the campaigns of the Quick Launch and Migrated lists only.
      return { name: (await requireLaunchedOrMigratedCampaign(db, profileId, entityId)).name };
    case "campaignNegativeKeywords":
    case "campaignNegativeProductTargets":
    case "campaignKeywordsState":
    case "campaignProductTargetsState":
      await requireSkupilotCampaignId(db, profileId, entityId);
      return { name: await campaignName(db, profileId, entityId) };
    case "campaignSearchTermNegatives":
    case "campaignSearchTermKeywords": {
      // The search-term table's actions act on the campaign page's campaigns, each change under its SKU.
      const campaign = await requireLaunchedOrMigratedCampaign(db, profileId, entityId);
      requireCampaignSku(campaign, "campaignId");
      return { name: campaign.name };
    }
    case "keywordBid": {
      const { row } = await requireSkupilotKeyword(db, profileId, entityId, ["KEYWORD"]);
      return { name: row.keywordText, campaign: await campaignName(db, profileId, row.campaignId) };
    }
    case "productTargetBid": {
      const target = await requireSkupilotTarget(db, profileId, entityId, ["TARGET"]);
      return {
        name: targetName(target.expression, entityId),
        campaign: await campaignName(db, profileId, target.campaignId),
      };
    }
    case "skuKeyword":
    case "skuProductTarget":
      return { name: (await requireSku(db, profileId, Number(entityId))).sku };
  }
}

/**
 * What the widget acts on, as stored (its name and the profile's currency), when its profile is one
 * of the organisation's and the campaign, keyword, target or SKU its path names is one of that profile's
 * that the route acts on (a campaign Skupilot manages); null otherwise.
 */
export async function widgetSubjectOf(
  db: Database,
  organisationId: string,
  target: WidgetTarget,
): Promise<WidgetSubject | null> {
  try {
    const profile = await requireOwnProfile(db, organisationId, target.profileId);
    return { ...(await requireEntityNames(db, target)), currency: profile.currencyCode };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
