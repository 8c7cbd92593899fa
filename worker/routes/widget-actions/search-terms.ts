import type { Context } from "hono";
import {
  type LaunchedOrMigratedCampaign,
  requireLaunchedOrMigratedCampaign,
} from "../../access/launched-or-migrated-campaign";
import type { ProfileAccess } from "../../access/profile-ads-client";
import type { AppEnv } from "../../app-env";
import type { ChangeAuthor } from "../../contracts/automation/change-author";
import type { TermActionResult } from "../../contracts/search-terms/term-actions";
import type { Database } from "../../db/client";
import { harvestTerms } from "../../services/search-terms/harvest-terms";
import { negateTerms } from "../../services/search-terms/negate-terms";
import { assistantEditBy } from "../change-author";
import { accessOf, type WidgetActs } from "./widget-action";

/**
 * One term action of the search-term table on the campaign page's campaign the path names (1006
 * otherwise), logged as the assistant's change; its per-term results.
 */
async function actOnTerms<Request>(
  c: Context<AppEnv>,
  campaignId: string,
  request: Request,
  service: (
    db: Database,
    access: ProfileAccess,
    campaign: LaunchedOrMigratedCampaign,
    request: Request,
    now: Date,
    author: ChangeAuthor,
  ) => Promise<TermActionResult[]>,
) {
  const campaign = await requireLaunchedOrMigratedCampaign(c.var.db, c.var.profile.id, campaignId);
  const access = await accessOf(c);
  return {
    results: await service(c.var.db, access, campaign, request, await c.var.now(), await assistantEditBy(c)),
  };
}

/**
 * /api/widget-actions/{profileId}/campaigns/{campaignId}/search-term-…: the search-term table's Negate
 * and Add as keyword (issue 33 item 2), through the same services, logged as the assistant's changes.
 */
export const searchTermWidgetActs = {
  campaignSearchTermNegatives: (c, campaignId, { searchTerms, matchType, scope }) =>
    actOnTerms(c, campaignId, { searchTerms, matchType, scope }, negateTerms),
  campaignSearchTermKeywords: (c, campaignId, { searchTerms, matchType, bid }) =>
    actOnTerms(c, campaignId, { searchTerms, matchType, bid }, harvestTerms),
} satisfies Partial<WidgetActs>;
