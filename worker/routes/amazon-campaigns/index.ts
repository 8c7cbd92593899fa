import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  marketplaceCampaignsParamSchema,
  marketplaceCampaignsQuerySchema,
} from "../../contracts/campaigns/marketplace-campaigns.schemas";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { searchMarketplaceCampaigns } from "../../services/campaigns/marketplace-campaigns";
import { ok } from "../respond";

/** /api/amazon/campaigns/{profileId}: the seller's campaigns live from Amazon, for migration (spec 000 §2.7). */
export const amazonCampaignsRoutes = new Hono<AppEnv>().get(
  "/:profileId",
  validate("param", marketplaceCampaignsParamSchema),
  validate("query", marketplaceCampaignsQuerySchema),
  profileAccess(),
  async (c) => {
    const client = await c.var.ads();
    return ok(c, await searchMarketplaceCampaigns(c.var.db, client, c.var.profile, c.req.valid("query")));
  },
);
