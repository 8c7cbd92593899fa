import type { ChangeActor } from "../automation/change-author";
import type { SearchTermRow } from "../campaigns/campaign-detail";

/**
 * What one search term became in one campaign (issue 33 item 2): APPLIED on Amazon, FAILED with
 * Amazon's or our reason, or SKIPPED because it was there already. Answer of the term actions.
 */
export type TermActionResult = {
  searchTerm: string;
  campaignId: string;
  status: "APPLIED" | "FAILED" | "SKIPPED";
  message: string | null;
};

/** Who made a negative or keyword: a logged actor (and the rule, for the automation), or null when Skupilot's log has no record of it. */
export type TermMarkAuthor = { actor: ChangeActor; rule: string | null } | null;

/** Where the term is negated or harvested already, and by whom. */
export type TermMarks = {
  negatedHere: { matchType: string; by: TermMarkAuthor } | null;
  negatedElsewhere: { campaignIds: string[]; by: TermMarkAuthor } | null;
  harvested: { matchTypes: string[]; by: TermMarkAuthor } | null;
};

/** One row of GET /api/campaigns/{profileId}/{campaignId}/search-terms: its figures and its marks. */
export type MarkedSearchTermRow = SearchTermRow & { marks: TermMarks };

/** GET …/search-terms/keyword-bids: the SKU's bid limits and the bid each match type starts at (dollars). */
export type KeywordBids = {
  bidMin: number;
  bidMax: number;
  bids: Record<"EXACT" | "PHRASE" | "BROAD", number>;
};
