/**
 * The chat's widget catalogue (document 001 §3 Widget, §5 Widget input modal, §7 Widget action): every
 * route a widget may call, under the seller's own profile, with the widget type and action it serves,
 * its method and path, its body, the input the seller enters (the modal's field, type and prompt) and
 * the cached reads the web app fetches again after it. The one table that the widget routes
 * (`routes/widget-actions/`), the model's proposeWidget description, the chat's check and scope of a
 * proposed widget (`services/chat/widget-check.ts`, `widget-scope.ts`) and the web app's modal and
 * refetches all read; `widgetCall` and `widgetTargetOf` are the one place an endpoint is built or read.
 * A body's fields are named as the product's own services and screens name them. Pure.
 */
import * as v from "valibot";
import { dailyBudgetField } from "../campaigns/campaign-update.schemas";
import type { ChatWidget } from "../realtime/chat-message-events";
import {
  keywordMatchTypeField,
  negateScopeField,
  negativeMatchTypeField,
  searchTermField,
} from "../search-terms/term-actions.schemas";
import { keywordTextField } from "../sku-targets/keywords.schemas";
import { asinField, bidField, REQUIRED, toggleStateField } from "../sku-targets/targets.schemas";

export type WidgetType = ChatWidget["type"];
export type WidgetAction = ChatWidget["action"];

export type WidgetInput = {
  /** The body field the entered value goes into. */
  field: string;
  /** number: step 0.01, min 0.02, sent as a number; array: comma-separated, trimmed, empties dropped; string: as is. */
  type: "number" | "array" | "string";
  prompt: string;
};

/**
 * The cached reads a widget's action changes (document 001 §7): the campaign lists (all and migrated),
 * every read of the campaign, the campaign's targets or its negative targets, an advertised SKU's
 * keywords or ASIN targets. The web app maps each to its query keys.
 */
export type WidgetRefetch =
  | "campaignLists"
  | "campaign"
  | "campaignTargets"
  | "campaignNegativeTargets"
  | "skuKeywords"
  | "skuAsinTargets"
  | "searchTerms";

/** The modal's smallest number (document 001 §5). */
export const WIDGET_MIN_NUMBER = 0.02;

/** At most this many entries in one array input (negatives, keywords or targets to switch). */
export const WIDGET_MAX_ENTRIES = 50;

const messageIdField = v.pipe(v.string(REQUIRED), v.regex(/^[\w-]{1,64}$/, "Not a message id"));

const listOf = <Item extends v.GenericSchema<unknown, string>>(item: Item) =>
  v.pipe(
    v.array(item, "Must be a list"),
    v.minLength(1, REQUIRED),
    v.maxLength(WIDGET_MAX_ENTRIES, `At most ${WIDGET_MAX_ENTRIES} entries`),
  );

const keywordList = listOf(keywordTextField);
const asinList = listOf(asinField);
const searchTermList = listOf(searchTermField);

/** A route's body: `messageId` (the widget's message) and the route's own fields. */
const body = <Entries extends v.ObjectEntries>(entries: Entries) =>
  v.object({ messageId: messageIdField, ...entries }, REQUIRED);

const KEYWORDS_PROMPT = "Enter keywords separated with commas, e.g. 'keyword1, keyword2'";
const ASINS_PROMPT = "Enter product targets ASIN separated with commas, e.g. 'B07H8Q3JH1, B07H8Q3JH2'";

const CAMPAIGN_READS = ["campaignLists", "campaign"] as const;
const NEGATIVE_READS = ["campaignNegativeTargets"] as const;
const KEYWORD_READS = ["skuKeywords", "campaignTargets"] as const;
const TARGET_READS = ["skuAsinTargets", "campaignTargets"] as const;
/** A search term negated or harvested: its campaign's page (marks, negatives, keywords) and the profile's search-term list. */
const SEARCH_TERM_READS = ["campaign", "skuKeywords", "searchTerms"] as const;

type CatalogueEntry = {
  type: WidgetType;
  action: WidgetAction;
  method: "PUT" | "POST";
  /** After /api/widget-actions/{profileId}/; `:name` is the one entity the route acts on. */
  path: `${string}/:${"campaignId" | "keywordId" | "targetId" | "skuId"}/${string}`;
  /** `{messageId, <field>, state?}`; `state` (ENABLED or PAUSED) is never left to the seller. */
  body: v.ObjectSchema<v.ObjectEntries, string>;
  /** What the seller enters before the call (document 001 §5); null: nothing, the seller only confirms. */
  input: WidgetInput | null;
  /** The body the model proposes, as its proposeWidget description shows it; absent: `{}` (or the state). */
  proposedBody?: string;
  refetches: readonly WidgetRefetch[];
};

export const WIDGET_CATALOGUE = {
  campaignDailyBudget: {
    type: "Campaign",
    action: "UpdateDailyBudget",
    method: "PUT",
    path: "campaigns/:campaignId/daily-budget",
    body: body({ budget: dailyBudgetField }),
    input: { field: "budget", type: "number", prompt: "Enter daily budget" },
    refetches: CAMPAIGN_READS,
  },
  campaignState: {
    type: "Campaign",
    action: "UpdateState",
    method: "PUT",
    path: "campaigns/:campaignId/state",
    body: body({ state: toggleStateField }),
    input: null,
    refetches: CAMPAIGN_READS,
  },
  campaignNegativeKeywords: {
    type: "NegativeKeyword",
    action: "AddNegativeKeyword",
    method: "POST",
    path: "campaigns/:campaignId/negative-keywords",
    body: body({ negativeKeywords: keywordList }),
    input: { field: "negativeKeywords", type: "array", prompt: KEYWORDS_PROMPT },
    refetches: NEGATIVE_READS,
  },
  campaignNegativeProductTargets: {
    type: "NegativeProductTarget",
    action: "AddNegativeProductTarget",
    method: "POST",
    path: "campaigns/:campaignId/negative-product-targets",
    body: body({ negativeProductTargets: asinList }),
    input: { field: "negativeProductTargets", type: "array", prompt: ASINS_PROMPT },
    refetches: NEGATIVE_READS,
  },
  campaignKeywordsState: {
    type: "Keyword",
    action: "UpdateState",
    method: "PUT",
    path: "campaigns/:campaignId/keywords/state",
    body: body({ keywords: keywordList, state: toggleStateField }),
    input: { field: "keywords", type: "array", prompt: KEYWORDS_PROMPT },
    refetches: KEYWORD_READS,
  },
  campaignProductTargetsState: {
    type: "ProductTarget",
    action: "UpdateState",
    method: "PUT",
    path: "campaigns/:campaignId/product-targets/state",
    body: body({ productTargets: asinList, state: toggleStateField }),
    input: { field: "productTargets", type: "array", prompt: ASINS_PROMPT },
    refetches: TARGET_READS,
  },
  keywordBid: {
    type: "Keyword",
    action: "UpdateBid",
    method: "PUT",
    path: "keywords/:keywordId/bid",
    body: body({ bid: bidField }),
    input: { field: "bid", type: "number", prompt: "Enter bid" },
    refetches: KEYWORD_READS,
  },
  productTargetBid: {
    type: "ProductTarget",
    action: "UpdateBid",
    method: "PUT",
    path: "product-targets/:targetId/bid",
    body: body({ bid: bidField }),
    input: { field: "bid", type: "number", prompt: "Enter bid" },
    refetches: TARGET_READS,
  },
  skuKeyword: {
    type: "Keyword",
    action: "AddKeyword",
    method: "POST",
    path: "skus/:skuId/keywords",
    body: body({ keywordText: keywordTextField }),
    input: { field: "keywordText", type: "string", prompt: "Enter keyword" },
    refetches: KEYWORD_READS,
  },
  /** The search-term table's Negate (issue 33 item 2): exact or phrase, in the campaign or every campaign of its SKU. */
  campaignSearchTermNegatives: {
    type: "NegativeKeyword",
    action: "AddNegativeKeyword",
    method: "POST",
    path: "campaigns/:campaignId/search-term-negatives",
    body: body({ searchTerms: searchTermList, matchType: negativeMatchTypeField, scope: negateScopeField }),
    input: null,
    proposedBody: `{"searchTerms": [at most ${WIDGET_MAX_ENTRIES} of the campaign's search terms], "matchType": "NEGATIVE_EXACT" or "NEGATIVE_PHRASE", "scope": "CAMPAIGN" or "SKU"}`,
    refetches: SEARCH_TERM_READS,
  },
  /** The search-term table's Add as keyword: the terms as keywords of the campaign's SKU, the bid entered. */
  campaignSearchTermKeywords: {
    type: "Keyword",
    action: "AddKeyword",
    method: "POST",
    path: "campaigns/:campaignId/search-term-keywords",
    body: body({ searchTerms: searchTermList, matchType: keywordMatchTypeField, bid: bidField }),
    input: { field: "bid", type: "number", prompt: "Enter bid" },
    proposedBody: `{"searchTerms": [the campaign's converting search terms], "matchType": "EXACT", "PHRASE" or "BROAD", "bid": a suggested bid}`,
    refetches: SEARCH_TERM_READS,
  },
  skuProductTarget: {
    type: "ProductTarget",
    action: "AddProductTarget",
    method: "POST",
    path: "skus/:skuId/product-targets",
    body: body({ productAsin: asinField }),
    input: { field: "productAsin", type: "string", prompt: "Enter product target ASIN" },
    refetches: TARGET_READS,
  },
} as const satisfies Record<string, CatalogueEntry>;

export type WidgetRoute = keyof typeof WIDGET_CATALOGUE;
export const WIDGET_ROUTE_NAMES = Object.keys(WIDGET_CATALOGUE) as WidgetRoute[];

/** One route's entry, typed loosely enough to be read in a loop over every route. */
export const widgetRoute = (route: WidgetRoute): CatalogueEntry => WIDGET_CATALOGUE[route];

/** The route's body as its handler receives it, validated. */
export type WidgetBody<Route extends WidgetRoute> = v.InferOutput<(typeof WIDGET_CATALOGUE)[Route]["body"]>;

/** The entity id the route's path names: an advertised SKU's is a number, the others Amazon's text ids. */
export type WidgetEntityId<Route extends WidgetRoute> =
  (typeof WIDGET_CATALOGUE)[Route]["path"] extends `${string}/:skuId/${string}` ? number : string;

/** The name of the entity the route's path names ("campaignId", "skuId", …). */
export const widgetEntityName = (route: WidgetRoute) =>
  /:(\w+)/.exec(WIDGET_CATALOGUE[route].path)?.[1] ?? "";
const isNumberEntity = (route: WidgetRoute) => widgetEntityName(route) === "skuId";

const profileIdParam = v.pipe(v.string(REQUIRED), v.regex(/^\d{1,12}$/, "Must be a whole number"));
const textIdParam = v.pipe(v.string(REQUIRED), v.regex(/^[\w-]{1,40}$/, "Not an id"));
const numberIdParam = v.pipe(
  v.string(REQUIRED),
  v.regex(/^\d{1,12}$/, "Must be a whole number"),
  v.transform(Number),
);

/** The route's path parameters: `profileId` and its entity, named as in its path. */
export function widgetParamSchema(route: WidgetRoute) {
  return v.object({
    profileId: profileIdParam,
    [widgetEntityName(route)]: isNumberEntity(route) ? numberIdParam : textIdParam,
  });
}

const WIDGET_BASE = "/api/widget-actions";

/**
 * The route's method and endpoint for a profile and an entity. The model's description passes
 * placeholders ("{profileId}", "{campaignId}") for the ids it is to fill in.
 */
export function widgetCall(route: WidgetRoute, profileId: number | string, entityId: number | string) {
  const { method, path } = WIDGET_CATALOGUE[route];
  return { method, endpoint: `${WIDGET_BASE}/${profileId}/${path.replace(/:\w+/, String(entityId))}` };
}

/** What a widget's call acts on: its route, the profile and the entity its path names. */
export type WidgetTarget = { route: WidgetRoute; profileId: number; entityId: string };

const ENDPOINTS = WIDGET_ROUTE_NAMES.map((route) => ({
  route,
  pattern: new RegExp(
    `^${WIDGET_BASE}/(\\d{1,12})/${WIDGET_CATALOGUE[route].path.replace(/:\w+/, "([\\w-]{1,40})")}$`,
  ),
}));

/** Whether an id reads back as the number it is: digits only, no leading zero (what `widgetCall` writes). */
const isWrittenNumber = (id: string) => /^\d+$/.test(id) && String(Number(id)) === id;

/** The route whose call is exactly this method and endpoint, with the ids in it; null for any other. */
export function widgetTargetOf(method: string, endpoint: string): WidgetTarget | null {
  for (const { route, pattern } of ENDPOINTS) {
    if (WIDGET_CATALOGUE[route].method !== method) continue;
    const [, profile, entityId] = pattern.exec(endpoint) ?? [];
    if (profile === undefined || entityId === undefined || !isWrittenNumber(profile)) continue;
    if (isNumberEntity(route) && !isWrittenNumber(entityId)) continue;
    return { route, profileId: Number(profile), entityId };
  }
  return null;
}

/** What the seller enters before a stored widget's call (document 001 §5); null: nothing, only Confirm. */
export function widgetInputOf(widget: Pick<ChatWidget, "method" | "endpoint">): WidgetInput | null {
  const target = widgetTargetOf(widget.method, widget.endpoint);
  return target ? widgetRoute(target.route).input : null;
}
