import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { marketplaceNow } from "../../lib/marketplace-clock";
import { ok } from "../../lib/respond";
import { validate } from "../../middleware/validate";
import { campaignDetail } from "../../services/campaign-detail";
import { requireManagedCampaign } from "../../services/managed-campaign";
import { requireOwnProfile } from "../../services/own-profile";
import { resolveRange } from "../../services/report-range";
import { campaignParamSchema, campaignRangeQuerySchema } from "./campaign-page.schemas";

/** GET /api/campaigns/{profileId}/{campaignId}: one managed campaign's summary (spec 000 §2.8). */
export const campaignPageRoutes = new Hono<AppEnv>().get(
  "/:profileId/:campaignId",
  validate("param", campaignParamSchema),
  validate("query", campaignRangeQuerySchema),
  async (c) => {
    const { profileId, campaignId } = c.req.valid("param");
    const profile = await requireOwnProfile(c.var.db, c.var.user.id, profileId);
    const campaign = await requireManagedCampaign(c.var.db, profile.id, campaignId);
    const range = await resolveRange(c.req.valid("query"), profile.timezone, () => marketplaceNow(c.env));
    return ok(c, await campaignDetail(c.var.db, profile.id, campaign, range, profile.countryCode));
  },
);
