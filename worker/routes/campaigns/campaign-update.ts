import { Hono } from "hono";
import { requireLaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import type { AppEnv } from "../../app-env";
import { validationError } from "../../contracts/api-error";
import { campaignParamSchema } from "../../contracts/campaigns/campaign-page.schemas";
import { campaignUpdateSchema, changesSomething } from "../../contracts/campaigns/campaign-update.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { updateCampaign } from "../../services/campaigns/update";
import { sellerEditBy } from "../change-author";
import { ok } from "../respond";

/** PUT /api/campaigns/{profileId}/{campaignId}: state, daily budget, dynamic bidding (spec 000 §4, §7). */
export const campaignUpdateRoutes = new Hono<AppEnv>().put(
  "/:profileId/:campaignId",
  refuseWhenAdLimitReached(),
  validate("param", campaignParamSchema),
  validate("json", campaignUpdateSchema),
  profileAccess(),
  async (c) => {
    const update = c.req.valid("json");
    if (!changesSomething(update)) {
      throw validationError("body", "Send at least one of state, budget and dynamicBidding");
    }
    const { profile } = c.var;
    const campaign = await requireLaunchedOrMigratedCampaign(
      c.var.db,
      profile.id,
      c.req.valid("param").campaignId,
    );
    return ok(
      c,
      await updateCampaign(
        c.var.db,
        c.var.ads,
        profile,
        campaign,
        update,
        await c.var.now(),
        await sellerEditBy(c),
      ),
    );
  },
);
