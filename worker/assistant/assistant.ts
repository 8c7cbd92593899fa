import type { ChatWidget } from "../contracts/realtime/chat-message-events";

/**
 * The assistant behind the chat (issue 19): one interface, two engines — the offline analyst (the
 * default, no network) and an LLM through the AI SDK when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are
 * set. Both read the seller's data only through `AssistantTools`, which are bound to one seller.
 */

/** One earlier message of the chat, oldest first, for engines that use the conversation. */
export type ChatTurn = { sender: "USER" | "AI"; text: string };

/** A widget as an engine proposes it; the chat service adds `body.messageId` and validates it before storing. */
export type ProposedWidget = Omit<ChatWidget, "body"> & { body: Record<string, unknown> };

export type AssistantReply = {
  /** Markdown; `{widget}` marks where the widget's button goes (document 001 §3). */
  text: string;
  widget?: ProposedWidget;
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
  /** The entity's id at its level (campaign id, SKU, keyword id, target id; the search term's text). */
  id: string;
  name: string;
  campaignId?: string;
  campaignName?: string;
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
  }): Promise<FigureRow[]>;
  /** Totals of the whole account (or profile) over a range, for comparisons with an earlier period. */
  totals(query: {
    range: DayRange;
    profileId?: number;
  }): Promise<Omit<FigureRow, "level" | "id" | "name" | "profileId">>;
  campaigns(query: { range: DayRange; profileId?: number; nameContains?: string }): Promise<CampaignRow[]>;
  automationChanges(query: {
    range: DayRange;
    profileId?: number;
    entityId?: string;
    limit?: number;
  }): Promise<AutomationChangeRow[]>;
  skuSettings(query: { profileId?: number; sku?: string }): Promise<SkuSettingsRow[]>;
}
