import { requireAdvertisedAdGroup, requireSku } from "../../access/advertised-sku";
import type { LaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import type { ProfileAccess } from "../../access/profile-ads-client";
import { moneyText } from "../../automation/rules/reason-text";
import { isAsinTerm, normaliseTerm } from "../../automation/rules/search-term-figures";
import { validationError } from "../../contracts/api-error";
import type { ChangeAuthor } from "../../contracts/automation/change-author";
import type { TermActionResult } from "../../contracts/search-terms/term-actions";
import type { HarvestTerms } from "../../contracts/search-terms/term-actions.schemas";
import { KEYWORD_MIN_LENGTH } from "../../contracts/sku-targets/keywords.schemas";
import type { Database } from "../../db/client";
import { requireCampaignSku } from "./require-campaign-sku";
import { sendSellerAdditions, type TermAddition } from "./send-seller-additions";
import { termEntries } from "./term-entries";

export const ALREADY_KEYWORD_MESSAGE = "Already a keyword of this SKU with this match type";
export const ASIN_NOT_KEYWORD_MESSAGE = "A product's ASIN cannot be a keyword";
export const TOO_SHORT_MESSAGE = `A keyword needs at least ${KEYWORD_MIN_LENGTH} characters`;
export const WIDGET_HARVEST_REASON =
  "Applied from the assistant's widget in the chat: added a search term as a keyword.";
export const HARVEST_REASON = "Your edit in Skupilot: added from the search-term table.";

/** Why a term cannot become this keyword, or null when it can. */
function whyNot(term: string, taken: Set<string>): string | null {
  if (isAsinTerm(term)) return ASIN_NOT_KEYWORD_MESSAGE;
  if (term.trim().length < KEYWORD_MIN_LENGTH) return TOO_SHORT_MESSAGE;
  if (taken.has(normaliseTerm(term))) return ALREADY_KEYWORD_MESSAGE;
  return null;
}

/**
 * Adds search terms as keywords of the campaign's SKU (issue 33 item 2): into its keyword campaign's
 * ad group, where the automation's harvesting puts them, at the match type and bid the seller chose
 * (the bid inside the SKU's Min and Max Bid: 1005 on `bid` otherwise). Sent as the seller's change,
 * one result per term; a term already a keyword of that match type there is SKIPPED.
 */
export async function harvestTerms(
  db: Database,
  access: ProfileAccess,
  campaign: LaunchedOrMigratedCampaign,
  request: HarvestTerms,
  now: Date,
  author: ChangeAuthor,
): Promise<TermActionResult[]> {
  const reason = author.actor === "ASSISTANT" ? WIDGET_HARVEST_REASON : HARVEST_REASON;
  const { profile } = access;
  const sku = await requireSku(db, profile.id, requireCampaignSku(campaign, "searchTerms"));
  const bidCents = Math.round(request.bid * 100);
  if (bidCents < sku.bidMinCents || bidCents > sku.bidMaxCents) {
    const range = `${moneyText(sku.bidMinCents, profile.currencyCode)} and ${moneyText(sku.bidMaxCents, profile.currencyCode)}`;
    throw validationError("bid", `Must be between ${range}, the SKU's Min and Max Bid`);
  }
  const into = await requireAdvertisedAdGroup(db, sku, "KEYWORD");
  const taken = new Set(
    (await termEntries(db, profile.id, [into.campaignId]))
      .filter((entry) => !entry.negative && entry.matchType === request.matchType)
      .map((entry) => entry.text),
  );
  const skipped: TermActionResult[] = [];
  const additions: TermAddition[] = [];
  for (const searchTerm of [
    ...new Map(request.searchTerms.map((term) => [normaliseTerm(term), term])).values(),
  ]) {
    const why = whyNot(searchTerm, taken);
    if (why) {
      skipped.push({ searchTerm, campaignId: into.campaignId, status: "SKIPPED", message: why });
      continue;
    }
    additions.push({
      searchTerm,
      skuId: sku.id,
      campaignId: into.campaignId,
      action: {
        kind: "ADD_KEYWORD",
        entityType: "KEYWORD",
        adGroupId: into.adGroupId,
        keywordText: searchTerm,
        matchType: request.matchType,
        bidCents,
      },
      reason,
    });
  }
  return [...(await sendSellerAdditions(db, access, additions, now, author)), ...skipped];
}
