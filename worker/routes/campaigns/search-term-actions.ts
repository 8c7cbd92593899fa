import { type Context, Hono } from "hono";
import { requireLaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import type { AppEnv } from "../../app-env";
import { campaignParamSchema } from "../../contracts/campaigns/campaign-page.schemas";
import { harvestTermsSchema, negateTermsSchema } from "../../contracts/search-terms/term-actions.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { harvestTerms } from "../../services/search-terms/harvest-terms";
import { keywordBids } from "../../services/search-terms/keyword-bids";
import { negateTerms } from "../../services/search-terms/negate-terms";
import { sellerEditBy } from "../change-author";
import { ok } from "../respond";

const param = validate("param", campaignParamSchema);

/** The managed campaign the path names (1006 otherwise) and the profile's Ads client. */
async function campaignAndAccess(c: Context<AppEnv>, campaignId: string) {
  const { profile } = c.var;
  const campaign = await requireLaunchedOrMigratedCampaign(c.var.db, profile.id, campaignId);
  return { campaign, access: { profile, client: await c.var.ads() } };
}

/**
 * The campaign page's search-term actions (issue 33 item 2): negate terms, add them as keywords of
 * the SKU, and the bids the keyword form starts at. Changes are the seller's, in the change log.
 */
export const searchTermActionRoutes = new Hono<AppEnv>()
  .get("/:profileId/:campaignId/search-terms/keyword-bids", param, profileAccess(), async (c) => {
    const { profile } = c.var;
    const campaign = await requireLaunchedOrMigratedCampaign(
      c.var.db,
      profile.id,
      c.req.valid("param").campaignId,
    );
    return ok(c, await keywordBids(c.var.db, profile.id, campaign));
  })
  .post(
    "/:profileId/:campaignId/search-terms/negatives",
    refuseWhenAdLimitReached(),
    param,
    validate("json", negateTermsSchema),
    profileAccess(),
    async (c) => {
      const { campaign, access } = await campaignAndAccess(c, c.req.valid("param").campaignId);
      const results = await negateTerms(
        c.var.db,
        access,
        campaign,
        c.req.valid("json"),
        await c.var.now(),
        await sellerEditBy(c),
      );
      return ok(c, { results });
    },
  )
  .post(
    "/:profileId/:campaignId/search-terms/keywords",
    refuseWhenAdLimitReached(),
    param,
    validate("json", harvestTermsSchema),
    profileAccess(),
    async (c) => {
      const { campaign, access } = await campaignAndAccess(c, c.req.valid("param").campaignId);
      const results = await harvestTerms(
        c.var.db,
        access,
        campaign,
        c.req.valid("json"),
        await c.var.now(),
        await sellerEditBy(c),
      );
      return ok(c, { results });
    },
  );
