import { widgetCall } from "../../contracts/chat/widget-catalogue";
import type { ProposedWidget } from "../assistant";

/**
 * The campaign a widget acts on: one of Skupilot's own (managed) campaigns. No widget here has a label:
 * the chat writes each from the route and the stored names.
 */
export type WidgetCampaign = { profileId: number; campaignId: string };

/** The placeholder the chat replaces with the widget's button (document 001 §3). */
export const WIDGET = "{widget}";

const rounded = (value: number) => Math.round(value * 100) / 100;

/** Campaign UpdateDailyBudget; the input modal asks the number, `suggested` prefills it. */
export const dailyBudgetWidget = (campaign: WidgetCampaign, suggested?: number): ProposedWidget => ({
  type: "Campaign",
  action: "UpdateDailyBudget",
  ...widgetCall("campaignDailyBudget", campaign.profileId, campaign.campaignId),
  body: suggested === undefined ? {} : { budget: rounded(suggested) },
});

/** Campaign UpdateState: the state in the body; the seller confirms it, nothing to enter. */
export const campaignStateWidget = (
  campaign: WidgetCampaign,
  state: "ENABLED" | "PAUSED",
): ProposedWidget => ({
  type: "Campaign",
  action: "UpdateState",
  ...widgetCall("campaignState", campaign.profileId, campaign.campaignId),
  body: { state },
});

/** NegativeKeyword AddNegativeKeyword (negative exact in the campaign), prefilled with the terms. */
export const negativeKeywordsWidget = (campaign: WidgetCampaign, terms: string[]): ProposedWidget => ({
  type: "NegativeKeyword",
  action: "AddNegativeKeyword",
  ...widgetCall("campaignNegativeKeywords", campaign.profileId, campaign.campaignId),
  body: { negativeKeywords: terms },
});

/** Keyword (or ProductTarget) UpdateBid; the modal asks the bid, `bid` prefills it. */
export const bidWidget = (
  entity: { level: "keyword" | "target"; profileId: number; id: string },
  bid?: number,
): ProposedWidget => ({
  type: entity.level === "keyword" ? "Keyword" : "ProductTarget",
  action: "UpdateBid",
  ...(entity.level === "keyword"
    ? widgetCall("keywordBid", entity.profileId, entity.id)
    : widgetCall("productTargetBid", entity.profileId, entity.id)),
  body: bid === undefined ? {} : { bid: rounded(bid) },
});

/** The search-term table's Negate (issue 33 item 2): the terms, negative exact, in their campaign. */
export const searchTermNegativesWidget = (campaign: WidgetCampaign, terms: string[]): ProposedWidget => ({
  type: "NegativeKeyword",
  action: "AddNegativeKeyword",
  ...widgetCall("campaignSearchTermNegatives", campaign.profileId, campaign.campaignId),
  body: { searchTerms: terms, matchType: "NEGATIVE_EXACT", scope: "CAMPAIGN" },
});

/** The search-term table's Add as keyword: the term as an exact keyword of its campaign's SKU; the modal asks the bid. */
export const searchTermKeywordWidget = (campaign: WidgetCampaign, term: string): ProposedWidget => ({
  type: "Keyword",
  action: "AddKeyword",
  ...widgetCall("campaignSearchTermKeywords", campaign.profileId, campaign.campaignId),
  body: { searchTerms: [term], matchType: "EXACT" },
});
