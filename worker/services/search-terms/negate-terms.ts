import { and, eq, inArray, ne } from "drizzle-orm";
import type { LaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import type { ProfileAccess } from "../../access/profile-ads-client";
import { isAsinTerm, normaliseTerm } from "../../automation/rules/search-term-figures";
import { validationError } from "../../contracts/api-error";
import type { ChangeAction } from "../../contracts/automation/change";
import type { ChangeAuthor } from "../../contracts/automation/change-author";
import type { TermActionResult } from "../../contracts/search-terms/term-actions";
import type { NegateTerms } from "../../contracts/search-terms/term-actions.schemas";
import { spAdGroups, spCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { campaignsOfItsSku } from "./marked-search-terms";
import { requireCampaignSku } from "./require-campaign-sku";
import { sendSellerAdditions, type TermAddition } from "./send-seller-additions";
import { type TermEntry, termEntries } from "./term-entries";
import { negativeCovers } from "./term-marks";

export const ALREADY_NEGATIVE_MESSAGE = "Already negative in this campaign";
/** An ASIN is negated in a manual campaign's ad groups: one without any has nowhere to put it. */
export const NO_AD_GROUP_MESSAGE = "This campaign has no ad group to hold a negative product";
export const WIDGET_NEGATE_REASON = "Applied from the assistant's widget in the chat: negated a search term.";
export const NEGATE_REASON = "Your edit in Skupilot: negated from the search-term table.";

export type LiveCampaign = { campaignId: string; targetingType: string; adGroupIds: string[] };

/** The campaigns the negatives go to, not archived, with their live ad groups (for ASIN negatives of a manual campaign). */
async function liveCampaigns(
  db: Database,
  profileId: number,
  campaignIds: string[],
): Promise<LiveCampaign[]> {
  const [campaigns, adGroups] = await Promise.all([
    db
      .select({ campaignId: spCampaigns.campaignId, targetingType: spCampaigns.targetingType })
      .from(spCampaigns)
      .where(
        and(
          eq(spCampaigns.profileId, profileId),
          inArray(spCampaigns.campaignId, campaignIds),
          ne(spCampaigns.state, "ARCHIVED"),
        ),
      ),
    db
      .select({ campaignId: spAdGroups.campaignId, adGroupId: spAdGroups.adGroupId })
      .from(spAdGroups)
      .where(
        and(
          eq(spAdGroups.profileId, profileId),
          inArray(spAdGroups.campaignId, campaignIds),
          ne(spAdGroups.state, "ARCHIVED"),
        ),
      ),
  ]);
  return campaigns.map((campaign) => ({
    campaignId: campaign.campaignId,
    targetingType: campaign.targetingType ?? "MANUAL",
    adGroupIds: adGroups
      .filter((group) => group.campaignId === campaign.campaignId)
      .map((group) => group.adGroupId),
  }));
}

/**
 * The negatives that keep the term out of one campaign: a keyword (exact or phrase) at the campaign's
 * level; an ASIN at the campaign's level for an AUTO campaign, in each live ad group for a MANUAL one
 * (Amazon takes campaign negative targets for AUTO campaigns only).
 */
export function negativesFor(
  term: string,
  campaign: LiveCampaign,
  matchType: NegateTerms["matchType"],
): ChangeAction[] {
  if (!isAsinTerm(term)) {
    return [
      {
        kind: "ADD_NEGATIVE_KEYWORD",
        entityType: "NEGATIVE_KEYWORD",
        adGroupId: null,
        keywordText: term,
        matchType,
      },
    ];
  }
  const asin = term.trim().toUpperCase();
  const groups = campaign.targetingType === "AUTO" ? [null] : campaign.adGroupIds;
  return groups.map((adGroupId) => ({
    kind: "ADD_NEGATIVE_TARGET",
    entityType: "NEGATIVE_TARGET",
    adGroupId,
    asin,
  }));
}

const alreadyNegative = (entries: TermEntry[], campaignId: string, term: string) =>
  entries.some((entry) => entry.negative && entry.campaignId === campaignId && negativeCovers(entry, term));

/**
 * Negates search terms of a campaign (issue 33 item 2), exact or phrase, in this campaign or in every
 * campaign Skupilot runs for its SKU: sent as the seller's change, one result per term and campaign;
 * a campaign where a negative already covers the term is SKIPPED.
 */
export async function negateTerms(
  db: Database,
  access: ProfileAccess,
  campaign: LaunchedOrMigratedCampaign,
  request: NegateTerms,
  now: Date,
  author: ChangeAuthor,
): Promise<TermActionResult[]> {
  const reason = author.actor === "ASSISTANT" ? WIDGET_NEGATE_REASON : NEGATE_REASON;
  const skuId = requireCampaignSku(campaign, "scope");
  const profileId = access.profile.id;
  const ids =
    request.scope === "SKU" ? await campaignsOfItsSku(db, profileId, campaign) : [campaign.campaignId];
  const campaigns = await liveCampaigns(db, profileId, ids);
  if (campaigns.length === 0) throw validationError("scope", "This campaign is archived");
  const entries = await termEntries(db, profileId, ids);
  const skipped: TermActionResult[] = [];
  const additions: TermAddition[] = [];
  for (const searchTerm of [
    ...new Map(request.searchTerms.map((term) => [normaliseTerm(term), term])).values(),
  ]) {
    for (const target of campaigns) {
      const { campaignId } = target;
      if (alreadyNegative(entries, campaignId, searchTerm)) {
        skipped.push({ searchTerm, campaignId, status: "SKIPPED", message: ALREADY_NEGATIVE_MESSAGE });
        continue;
      }
      const actions = negativesFor(searchTerm, target, request.matchType);
      if (actions.length === 0) {
        skipped.push({ searchTerm, campaignId, status: "SKIPPED", message: NO_AD_GROUP_MESSAGE });
      }
      for (const action of actions) {
        additions.push({ searchTerm, skuId, campaignId, action, reason });
      }
    }
  }
  return [...(await sendSellerAdditions(db, access, additions, now, author)), ...skipped];
}
