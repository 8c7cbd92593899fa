import type { ChatWidget } from "../realtime/chat-message-events";

/**
 * The widgets' actions (document 001 §3 Widget, §5 Widget input modal, §7 Widget action): for each
 * type and action, the real route it calls (under the seller's own profile), the body field the
 * seller's input fills, and the input modal's type and prompt. The server validates a proposed widget
 * against these routes before storing it; the web app opens the modal from `input`.
 */

export type WidgetType = ChatWidget["type"];
export type WidgetAction = ChatWidget["action"];

export type WidgetInput = {
  /** The body field the entered value goes into. */
  field:
    | "dailyBudget"
    | "bid"
    | "keyword"
    | "productTargetAsin"
    | "negativeKeywords"
    | "negativeProductTargets"
    | "keywords"
    | "productTargets";
  /** number: step 0.01, min 0.02, sent as a number; array: comma-separated, trimmed, empties dropped; string: as is. */
  type: "number" | "array" | "string";
  prompt: string;
};

const KEYWORDS_PROMPT = "Enter keywords separated with commas, e.g. 'keyword1, keyword2'";
const ASINS_PROMPT = "Enter product targets ASIN separated with commas, e.g. 'B07H8Q3JH1, B07H8Q3JH2'";

/** Document 001 §5's input per widget; null: runs at once (Campaign UpdateState needs no input). */
export function widgetInput(type: WidgetType, action: WidgetAction): WidgetInput | null {
  switch (action) {
    case "UpdateDailyBudget":
      return { field: "dailyBudget", type: "number", prompt: "Enter daily budget" };
    case "UpdateBid":
      return { field: "bid", type: "number", prompt: "Enter bid" };
    case "AddKeyword":
      return { field: "keyword", type: "string", prompt: "Enter keyword" };
    case "AddProductTarget":
      return { field: "productTargetAsin", type: "string", prompt: "Enter product target ASIN" };
    case "AddNegativeKeyword":
      return { field: "negativeKeywords", type: "array", prompt: KEYWORDS_PROMPT };
    case "AddNegativeProductTarget":
      return { field: "negativeProductTargets", type: "array", prompt: ASINS_PROMPT };
    case "UpdateState":
      if (type === "Keyword") return { field: "keywords", type: "array", prompt: KEYWORDS_PROMPT };
      if (type === "ProductTarget") return { field: "productTargets", type: "array", prompt: ASINS_PROMPT };
      return null;
  }
}

/** The modal's smallest number (document 001 §5). */
export const WIDGET_MIN_NUMBER = 0.02;

const base = (profileId: number) => `/api/widget-actions/${profileId}`;

/**
 * The route each widget calls; the body always carries `messageId`, plus the input's field and, for
 * UpdateState, `state` ("ENABLED" | "PAUSED").
 */
export const widgetEndpoints = {
  campaignDailyBudget: (profileId: number, campaignId: string) =>
    ({ method: "PUT", endpoint: `${base(profileId)}/campaigns/${campaignId}/daily-budget` }) as const,
  campaignState: (profileId: number, campaignId: string) =>
    ({ method: "PUT", endpoint: `${base(profileId)}/campaigns/${campaignId}/state` }) as const,
  campaignNegativeKeywords: (profileId: number, campaignId: string) =>
    ({ method: "POST", endpoint: `${base(profileId)}/campaigns/${campaignId}/negative-keywords` }) as const,
  campaignNegativeProductTargets: (profileId: number, campaignId: string) =>
    ({
      method: "POST",
      endpoint: `${base(profileId)}/campaigns/${campaignId}/negative-product-targets`,
    }) as const,
  campaignKeywordsState: (profileId: number, campaignId: string) =>
    ({ method: "PUT", endpoint: `${base(profileId)}/campaigns/${campaignId}/keywords/state` }) as const,
  campaignProductTargetsState: (profileId: number, campaignId: string) =>
    ({
      method: "PUT",
      endpoint: `${base(profileId)}/campaigns/${campaignId}/product-targets/state`,
    }) as const,
  keywordBid: (profileId: number, keywordId: string) =>
    ({ method: "PUT", endpoint: `${base(profileId)}/keywords/${keywordId}/bid` }) as const,
  productTargetBid: (profileId: number, targetId: string) =>
    ({ method: "PUT", endpoint: `${base(profileId)}/product-targets/${targetId}/bid` }) as const,
  skuKeyword: (profileId: number, skuId: number) =>
    ({ method: "POST", endpoint: `${base(profileId)}/skus/${skuId}/keywords` }) as const,
  skuProductTarget: (profileId: number, skuId: number) =>
    ({ method: "POST", endpoint: `${base(profileId)}/skus/${skuId}/product-targets` }) as const,
};
