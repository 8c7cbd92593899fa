import type { ChatWidget } from "../contracts/realtime/chat-message-events";

/**
 * The assistant behind the chat (issue 19): one interface, two engines — the offline analyst (the
 * default, no network) and an LLM through the AI SDK when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are
 * set. Both read the seller's data only through `AssistantTools`, which are bound to one seller.
 */

/** One earlier message of the chat, oldest first, for engines that use the conversation. */
export type ChatTurn = { sender: "USER" | "AI"; text: string };

/**
 * A widget as an engine proposes it; the chat service adds `body.messageId`, validates it and writes its
 * label and confirmation itself before storing (an engine's words never label a button).
 */
export type ProposedWidget = Omit<ChatWidget, "body" | "name" | "subject" | "confirmation"> & {
  body: Record<string, unknown>;
};

export type AssistantReply = {
  /** Markdown; `{widget}` marks where the widget's button goes (document 001 §3). */
  text: string;
  widget?: ProposedWidget;
  /** The language model's tokens over every step of the reply (the AI SDK's usage), for the daily budget. */
  tokens?: number;
};

export type AssistantRequest = {
  text: string;
  history: ChatTurn[];
  /** The marketplace's today (YYYY-MM-DD) in the profile's time zone: "last 30 days" ends here. */
  today: string;
};

export interface Assistant {
  answer(request: AssistantRequest, tools: AssistantTools): Promise<AssistantReply>;
}

/** A closed date range, both ends included, YYYY-MM-DD. */
export type DayRange = { from: string; to: string };

export type FigureLevel = "campaign" | "sku" | "keyword" | "target" | "searchTerm";

/** Ad figures of one row over a range; money in the profile's currency, ratios null when undefined (no sales). */
export type FigureRow = {
  level: FigureLevel;
  profileId: number;
  /** The profile's currency: the row's money is in it (never summed across currencies). */
  currency: string;
  /** The entity's id at its level (campaign id, SKU, keyword id, target id; the search term's text). */
  id: string;
  name: string;
  campaignId?: string;
  campaignName?: string;
  /** Campaigns, and the keywords, targets and search terms of a campaign: whether Skupilot manages that campaign. */
  managed?: boolean;
  /** Search terms: their campaign is one of the campaign page's with a SKU, so the search-term widgets act on it. */
  termActions?: boolean;
  adGroupId?: string;
  /** Keywords and targets: their current bid and state; campaigns: their state. */
  bid?: number;
  state?: string;
  matchType?: string;
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
  acos: number | null;
  roas: number | null;
};

export type CampaignRow = {
  profileId: number;
  campaignId: string;
  name: string;
  state: string;
  targetingType: string;
  dailyBudget: number;
  currency: string;
  /** Skupilot manages it (launched or migrated): the only campaigns widgets may act on. */
  managed: boolean;
  /** Days of the range on which spend reached the daily budget (budget-capped). */
  daysAtBudget: number;
};

export type AutomationChangeRow = {
  profileId: number;
  at: string;
  rule: string;
  campaignId: string;
  sku: string | null;
  entityType: string;
  entityId: string;
  entityName: string;
  field: string;
  from: string | null;
  to: string | null;
  reason: string;
  status: string;
};

export type SkuSettingsRow = {
  profileId: number;
  sku: string;
  name: string;
  settings: Record<string, unknown>;
};

/** Search terms with clicks and no orders (wasted spend) over a range, summed per campaign. */
export type WastedSpendRow = {
  profileId: number;
  currency: string;
  campaignId: string;
  campaignName: string;
  managed: boolean;
  dailyBudget: number | null;
  /** Search terms of the campaign with clicks and no orders in the range. */
  terms: number;
  clicks: number;
  spend: number;
  /** The campaign's costliest such terms (at most 5), most spend first. */
  topTerms: { term: string; clicks: number; spend: number }[];
};

/** Totals over a range; money in `currency`. */
export type TotalsRow = Omit<FigureRow, "level" | "id" | "name" | "profileId">;

/**
 * What an engine may read, all scoped to the seller the tools were made for (and to one profile when
 * `profileId` is given). Implemented over D1 in worker/assistant/tools/.
 */
export interface AssistantTools {
  profiles(): Promise<
    { id: number; name: string; countryCode: string; currency: string; timezone: string }[]
  >;
  figures(query: {
    level: FigureLevel;
    range: DayRange;
    profileId?: number;
    campaignId?: string;
    /** Largest first by this column; default spend. */
    sortBy?: "spend" | "sales" | "clicks" | "orders" | "acos" | "roas";
    order?: "desc" | "asc";
    limit?: number;
    /** Only rows with at least this many clicks / with no orders (wasted spend). */
    minClicks?: number;
    withoutOrders?: boolean;
    /** Only rows with at least this many orders (converting search terms). */
    minOrders?: number;
    /** Keywords: the text contains it; targets: the expression does; campaigns and SKUs: the name does (any case). */
    nameContains?: string;
    /** Search terms only: leave out terms already a keyword (or ASIN target) of the profile — what is left to harvest. */
    notYetTargeted?: boolean;
    /** Search terms only: leave out terms already a negative keyword (or negative ASIN) of their campaign. */
    notYetNegated?: boolean;
  }): Promise<FigureRow[]>;
  /**
   * Totals of the whole account (or profile) over a range, for comparisons with an earlier period.
   * Money is never added across currencies: without `profileId` the seller's profiles must share one
   * currency, else it throws (ask per profile).
   */
  totals(query: { range: DayRange; profileId?: number }): Promise<TotalsRow>;
  /** Wasted spend per campaign, most first. */
  wastedSpend(query: { range: DayRange; profileId?: number; limit?: number }): Promise<WastedSpendRow[]>;
  /** Most days at budget first; `atBudgetOnly` leaves out campaigns that never reached it in the range. */
  campaigns(query: {
    range: DayRange;
    profileId?: number;
    nameContains?: string;
    atBudgetOnly?: boolean;
  }): Promise<CampaignRow[]>;
  automationChanges(query: {
    range: DayRange;
    profileId?: number;
    entityId?: string;
    /** The changed entity's name (keyword text, ASIN, campaign name) contains it, any case. */
    nameContains?: string;
    /** Only changes of this field ("bid", "state", "budget", "keyword", "target", "negativeKeyword", "negativeTarget"). */
    field?: string;
    limit?: number;
  }): Promise<AutomationChangeRow[]>;
  skuSettings(query: { profileId?: number; sku?: string }): Promise<SkuSettingsRow[]>;
}
