import type { MarkedSearchTermRow } from "./term-actions";

/** The campaign a profile-wide search-term row ran in, and whether its actions can reach it. */
export type TermCampaign = {
  campaignId: string;
  campaignName: string;
  /** Launched by Quick Launch or migrated: the campaign page (and its term actions) opens it; null otherwise. */
  source: "QUICK_LAUNCH" | "MIGRATED" | null;
  /** The advertised SKU the campaign runs for, when Skupilot knows it. */
  sku: { id: number; sku: string } | null;
};

/** One row of GET /api/search-terms/{profileId}: a term in one campaign, its figures and marks. */
export type ProfileSearchTermRow = MarkedSearchTermRow & TermCampaign;

/** GET /api/search-terms/{profileId}: one page of the filtered, sorted terms. */
export type ProfileSearchTermPage = {
  searchTerms: ProfileSearchTermRow[];
  /** Rows matching the filters, over every page. */
  total: number;
  totalPages: number;
  page: number;
};
