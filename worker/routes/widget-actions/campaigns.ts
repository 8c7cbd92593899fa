import type { Context } from "hono";
import { requireLaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import type { AppEnv } from "../../app-env";
import type { CampaignUpdate } from "../../contracts/campaigns/campaign-update.schemas";
import { addCampaignNegatives } from "../../services/campaigns/add-negatives";
import { setCampaignTargetingStates } from "../../services/campaigns/targeting-states";
import { updateCampaign } from "../../services/campaigns/update";
import { assistantEditBy } from "../change-author";
import { accessOf, type WidgetActs } from "./widget-action";

/** The campaign update the campaign page makes (updateCampaign), for a managed campaign. */
async function updateManaged(c: Context<AppEnv>, campaignId: string, update: CampaignUpdate) {
  const { profile } = c.var;
  const campaign = await requireLaunchedOrMigratedCampaign(c.var.db, profile.id, campaignId);
  const now = await c.var.now();
  return updateCampaign(c.var.db, c.var.ads, profile, campaign, update, now, await assistantEditBy(c));
}

/** The campaign's keywords or ASIN targets, named, switched as their own edits switch them. */
async function switchTargeting(c: Context<AppEnv>, change: Parameters<typeof setCampaignTargetingStates>[2]) {
  return setCampaignTargetingStates(
    c.var.db,
    await accessOf(c),
    change,
    await c.var.now(),
    await assistantEditBy(c),
  );
}

/** /api/widget-actions/{profileId}/campaigns/{campaignId}/…: the Campaign and negative widgets. */
export const campaignWidgetActs = {
  campaignDailyBudget: (c, campaignId, body) => updateManaged(c, campaignId, { budget: body.budget }),
  campaignState: (c, campaignId, body) => updateManaged(c, campaignId, { state: body.state }),
  campaignNegativeKeywords: async (c, campaignId, body) =>
    addCampaignNegatives(c.var.db, await accessOf(c), {
      campaignId,
      of: "keywords",
      entries: body.negativeKeywords,
    }),
  campaignNegativeProductTargets: async (c, campaignId, body) =>
    addCampaignNegatives(c.var.db, await accessOf(c), {
      campaignId,
      of: "asins",
      entries: body.negativeProductTargets,
    }),
  campaignKeywordsState: (c, campaignId, body) =>
    switchTargeting(c, { campaignId, of: "keywords", names: body.keywords, state: body.state }),
  campaignProductTargetsState: (c, campaignId, body) =>
    switchTargeting(c, { campaignId, of: "productTargets", names: body.productTargets, state: body.state }),
} satisfies Partial<WidgetActs>;
