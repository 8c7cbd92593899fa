import type { Context } from "hono";
import { Hono } from "hono";
import { amazonConfig } from "../../amazon/amazon-config";
import { marketplaceNow } from "../../amazon/marketplace-clock";
import type { AppEnv } from "../../app-env";
import type { CampaignUpdate } from "../../contracts/campaigns/campaign-update.schemas";
import { widgetCampaignParamSchema } from "../../contracts/chat/widget-action.schemas";
import {
  addCampaignNegativeKeywords,
  addCampaignNegativeTargets,
} from "../../services/campaigns/add-negatives";
import { requireManagedCampaign } from "../../services/campaigns/managed-campaign";
import { setCampaignKeywordStates, setCampaignTargetStates } from "../../services/campaigns/targeting-states";
import { updateCampaign } from "../../services/campaigns/update";
import { accessOf, widgetAction } from "./widget-action";

const campaignOf = (param: { campaignId: string }) => param.campaignId;

/** The campaign update the campaign page makes (updateCampaign), for a managed campaign. */
async function updateManaged(c: Context<AppEnv>, campaignId: string, update: CampaignUpdate) {
  const { profile } = c.var;
  const campaign = await requireManagedCampaign(c.var.db, profile.id, campaignId);
  const now = await marketplaceNow(c.env);
  return updateCampaign(c.var.db, amazonConfig(c.env), profile, campaign, update, now);
}

/** /api/widget-actions/{profileId}/campaigns/{campaignId}/…: the Campaign and negative widgets. */
export const campaignWidgetRoutes = new Hono<AppEnv>()
  .put(
    "/:profileId/campaigns/:campaignId/daily-budget",
    ...widgetAction("campaignDailyBudget", widgetCampaignParamSchema, campaignOf, (c, { campaignId }, body) =>
      updateManaged(c, campaignId, { budget: body.dailyBudget }),
    ),
  )
  .put(
    "/:profileId/campaigns/:campaignId/state",
    ...widgetAction("campaignState", widgetCampaignParamSchema, campaignOf, (c, { campaignId }, body) =>
      updateManaged(c, campaignId, { state: body.state }),
    ),
  )
  .post(
    "/:profileId/campaigns/:campaignId/negative-keywords",
    ...widgetAction(
      "campaignNegativeKeywords",
      widgetCampaignParamSchema,
      campaignOf,
      async (c, { campaignId }, body) =>
        addCampaignNegativeKeywords(c.var.db, await accessOf(c), campaignId, body.negativeKeywords),
    ),
  )
  .post(
    "/:profileId/campaigns/:campaignId/negative-product-targets",
    ...widgetAction(
      "campaignNegativeProductTargets",
      widgetCampaignParamSchema,
      campaignOf,
      async (c, { campaignId }, body) =>
        addCampaignNegativeTargets(c.var.db, await accessOf(c), campaignId, body.negativeProductTargets),
    ),
  )
  .put(
    "/:profileId/campaigns/:campaignId/keywords/state",
    ...widgetAction(
      "campaignKeywordsState",
      widgetCampaignParamSchema,
      campaignOf,
      async (c, { campaignId }, body) =>
        setCampaignKeywordStates(
          c.var.db,
          await accessOf(c),
          campaignId,
          body.keywords,
          body.state,
          await marketplaceNow(c.env),
        ),
    ),
  )
  .put(
    "/:profileId/campaigns/:campaignId/product-targets/state",
    ...widgetAction(
      "campaignProductTargetsState",
      widgetCampaignParamSchema,
      campaignOf,
      async (c, { campaignId }, body) =>
        setCampaignTargetStates(
          c.var.db,
          await accessOf(c),
          campaignId,
          body.productTargets,
          body.state,
          await marketplaceNow(c.env),
        ),
    ),
  );
