import { type Context, Hono } from "hono";
import { requireLaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import type { AppEnv } from "../../app-env";
import type { CampaignUpdate } from "../../contracts/campaigns/campaign-update.schemas";
import { widgetCampaignParamSchema } from "../../contracts/chat/widget-action.schemas";
import { addCampaignNegatives } from "../../services/campaigns/add-negatives";
import { setCampaignTargetingStates } from "../../services/campaigns/targeting-states";
import { updateCampaign } from "../../services/campaigns/update";
import { accessOf, widgetAction } from "./widget-action";

const param = widgetCampaignParamSchema;
const campaignOf = ({ campaignId }: { campaignId: string }) => campaignId;

/** The campaign update the campaign page makes (updateCampaign), for a managed campaign. */
async function updateManaged(c: Context<AppEnv>, campaignId: string, update: CampaignUpdate) {
  const { profile } = c.var;
  const campaign = await requireLaunchedOrMigratedCampaign(c.var.db, profile.id, campaignId);
  const now = await c.var.now();
  return updateCampaign(c.var.db, c.var.ads, profile, campaign, update, now);
}

/** /api/widget-actions/{profileId}/campaigns/{campaignId}/…: the Campaign and negative widgets. */
export const campaignWidgetRoutes = new Hono<AppEnv>()
  .put(
    "/:profileId/campaigns/:campaignId/daily-budget",
    ...widgetAction("campaignDailyBudget", param, campaignOf, (c, { campaignId }, body) =>
      updateManaged(c, campaignId, { budget: body.dailyBudget }),
    ),
  )
  .put(
    "/:profileId/campaigns/:campaignId/state",
    ...widgetAction("campaignState", param, campaignOf, (c, { campaignId }, body) =>
      updateManaged(c, campaignId, { state: body.state }),
    ),
  )
  .post(
    "/:profileId/campaigns/:campaignId/negative-keywords",
    ...widgetAction("campaignNegativeKeywords", param, campaignOf, async (c, { campaignId }, body) =>
      addCampaignNegatives(c.var.db, await accessOf(c), {
        campaignId,
        of: "keywords",
        entries: body.negativeKeywords,
      }),
    ),
  )
  .post(
    "/:profileId/campaigns/:campaignId/negative-product-targets",
    ...widgetAction("campaignNegativeProductTargets", param, campaignOf, async (c, { campaignId }, body) =>
      addCampaignNegatives(c.var.db, await accessOf(c), {
        campaignId,
        of: "asins",
        entries: body.negativeProductTargets,
      }),
    ),
  )
  .put(
    "/:profileId/campaigns/:campaignId/keywords/state",
    ...widgetAction("campaignKeywordsState", param, campaignOf, async (c, { campaignId }, body) =>
      setCampaignTargetingStates(
        c.var.db,
        await accessOf(c),
        { campaignId, of: "keywords", names: body.keywords, state: body.state },
        await c.var.now(),
      ),
    ),
  )
  .put(
    "/:profileId/campaigns/:campaignId/product-targets/state",
    ...widgetAction("campaignProductTargetsState", param, campaignOf, async (c, { campaignId }, body) =>
      setCampaignTargetingStates(
        c.var.db,
        await accessOf(c),
        { campaignId, of: "productTargets", names: body.productTargets, state: body.state },
        await c.var.now(),
      ),
    ),
  );
