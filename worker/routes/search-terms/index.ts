import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  searchTermListParamSchema,
  searchTermListQuerySchema,
} from "../../contracts/search-terms/profile-search-terms.schemas";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { profileSearchTerms } from "../../services/search-terms/profile-search-terms";
import { resolveRange } from "../../services/statistics/report-range";
import { ok } from "../respond";

/**
 * /api/search-terms/{profileId}: every campaign's search terms of the profile (issue 33 item 2). Their
 * actions are the campaign page's (POST /api/campaigns/{profileId}/{campaignId}/search-terms/…).
 */
export const searchTermRoutes = new Hono<AppEnv>().get(
  "/:profileId",
  validate("param", searchTermListParamSchema),
  validate("query", searchTermListQuerySchema),
  profileAccess(),
  async (c) => {
    const query = c.req.valid("query");
    const { profile } = c.var;
    const range = await resolveRange(query, profile.timezone, c.var.now);
    return ok(c, await profileSearchTerms(c.var.db, profile, range, query));
  },
);
