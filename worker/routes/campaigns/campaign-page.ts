import { type Context, Hono } from "hono";
import { requireLaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import type { AppEnv } from "../../app-env";
import {
  campaignParamSchema,
  campaignRangeQuerySchema,
} from "../../contracts/campaigns/campaign-page.schemas";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { campaignDetail } from "../../services/campaigns/detail";
import { campaignNegativeTargets } from "../../services/campaigns/negative-targets";
import { campaignTargets } from "../../services/campaigns/targets";
import { markedSearchTerms } from "../../services/search-terms/marked-search-terms";
import { resolveRange } from "../../services/statistics/report-range";
import { ok } from "../respond";

const param = validate("param", campaignParamSchema);
const rangeQuery = validate("query", campaignRangeQuerySchema);

/** The route's profile and the managed campaign the path names (1006 otherwise). */
async function campaignOf(c: Context<AppEnv>, campaignId: string) {
  const { profile } = c.var;
  const campaign = await requireLaunchedOrMigratedCampaign(c.var.db, profile.id, campaignId);
  return { profile, campaign };
}

const rangeOf = (c: Context<AppEnv>, query: { startDate?: string; endDate?: string }, timezone: string) =>
  resolveRange(query, timezone, c.var.now);

/** The campaign page's reads (spec 000 §2.8, §7): summary, targets, negatives, search terms. */
export const campaignPageRoutes = new Hono<AppEnv>()
  .get("/:profileId/:campaignId", param, rangeQuery, profileAccess(), async (c) => {
    const { profile, campaign } = await campaignOf(c, c.req.valid("param").campaignId);
    const range = await rangeOf(c, c.req.valid("query"), profile.timezone);
    return ok(c, await campaignDetail(c.var.db, profile.id, campaign, range, profile.countryCode));
  })
  .get("/:profileId/:campaignId/search-terms", param, rangeQuery, profileAccess(), async (c) => {
    const { profile, campaign } = await campaignOf(c, c.req.valid("param").campaignId);
    const range = await rangeOf(c, c.req.valid("query"), profile.timezone);
    return ok(c, await markedSearchTerms(c.var.db, profile, campaign, range));
  })
  .get("/:profileId/:campaignId/targets", param, rangeQuery, profileAccess(), async (c) => {
    const { campaignId } = c.req.valid("param");
    const { profile } = await campaignOf(c, campaignId);
    const range = await rangeOf(c, c.req.valid("query"), profile.timezone);
    return ok(c, await campaignTargets(c.var.db, profile, campaignId, range));
  })
  .get("/:profileId/:campaignId/targets/negative", param, profileAccess(), async (c) => {
    const { campaignId } = c.req.valid("param");
    const { profile } = await campaignOf(c, campaignId);
    return ok(c, await campaignNegativeTargets(c.var.db, profile, campaignId));
  });
