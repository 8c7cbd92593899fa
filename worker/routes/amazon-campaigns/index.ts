import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  marketplaceCampaignsParamSchema,
  marketplaceCampaignsQuerySchema,
} from "../../contracts/campaigns/marketplace-campaigns.schemas";
import { requireUser } from "../../middleware/require-user";
import { validate } from "../../middleware/validate";
import { profileAdsClient } from "../../services/amazon-accounts/profile-ads-client";
import { searchMarketplaceCampaigns } from "../../services/campaigns/marketplace-campaigns";
import { ok } from "../respond";

/** /api/amazon/campaigns/{profileId}: the seller's campaigns live from Amazon, for migration (spec 000 §2.7). */
export const amazonCampaignsRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get(
    "/:profileId",
    validate("param", marketplaceCampaignsParamSchema),
    validate("query", marketplaceCampaignsQuerySchema),
    async (c) => {
      const { profile, client } = await profileAdsClient(
        c.var.db,
        c.env,
        c.var.user.id,
        c.req.valid("param").profileId,
      );
      return ok(c, await searchMarketplaceCampaigns(c.var.db, client, profile, c.req.valid("query")));
    },
  );
