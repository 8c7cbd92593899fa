import {
  type WidgetAction,
  type WidgetType,
  widgetEndpoints,
  widgetInput,
} from "../../contracts/chat/widget-actions";
import type { ProposedWidget } from "../assistant";
import type { InputSchema } from "./input-schema";

/** A route with its ids as placeholders the model fills from the tools' rows. */
const id = (name: string) => `{${name}}` as unknown as number;
const [profileId, campaignId] = [id("profileId"), "{campaignId}"];

/** Each widget the model may propose and the product route it calls (worker/contracts/chat/widget-actions.ts). */
const WIDGET_ROUTES: {
  type: WidgetType;
  action: WidgetAction;
  route: { method: string; endpoint: string };
}[] = [
  {
    type: "Campaign",
    action: "UpdateDailyBudget",
    route: widgetEndpoints.campaignDailyBudget(profileId, campaignId),
  },
  { type: "Campaign", action: "UpdateState", route: widgetEndpoints.campaignState(profileId, campaignId) },
  {
    type: "NegativeKeyword",
    action: "AddNegativeKeyword",
    route: widgetEndpoints.campaignNegativeKeywords(profileId, campaignId),
  },
  {
    type: "NegativeProductTarget",
    action: "AddNegativeProductTarget",
    route: widgetEndpoints.campaignNegativeProductTargets(profileId, campaignId),
  },
  {
    type: "Keyword",
    action: "UpdateState",
    route: widgetEndpoints.campaignKeywordsState(profileId, campaignId),
  },
  {
    type: "ProductTarget",
    action: "UpdateState",
    route: widgetEndpoints.campaignProductTargetsState(profileId, campaignId),
  },
  { type: "Keyword", action: "UpdateBid", route: widgetEndpoints.keywordBid(profileId, "{keywordId}") },
  {
    type: "ProductTarget",
    action: "UpdateBid",
    route: widgetEndpoints.productTargetBid(profileId, "{targetId}"),
  },
  { type: "Keyword", action: "AddKeyword", route: widgetEndpoints.skuKeyword(profileId, id("skuId")) },
  {
    type: "ProductTarget",
    action: "AddProductTarget",
    route: widgetEndpoints.skuProductTarget(profileId, id("skuId")),
  },
];

function bodyHint(type: WidgetType, action: WidgetAction) {
  const input = widgetInput(type, action);
  const state = action === "UpdateState" ? 'body {"state": "PAUSED"} or {"state": "ENABLED"}' : "body {}";
  return input ? `${state}; the seller then enters ${input.field} ('${input.prompt}')` : state;
}

/** The proposeWidget tool's description: what it is for, its rules, and every route as `- Type Action: METHOD endpoint`. */
export const PROPOSE_WIDGET_DESCRIPTION = [
  "Propose one action button (a widget) under your answer, when an action fits the seller's question.",
  "At most one per answer; only for a campaign the tools showed with managed: true, or its keywords and targets;",
  "fill the endpoint's {placeholders} with ids from the tools' rows. Put {widget} in your answer where the button goes.",
  "Routes:",
  ...WIDGET_ROUTES.map(
    ({ type, action, route }) =>
      `- ${type} ${action}: ${route.method} ${route.endpoint} (${bodyHint(type, action)})`,
  ),
].join("\n");

export const PROPOSE_WIDGET_SCHEMA: InputSchema = {
  type: "object",
  properties: {
    type: { type: "string", enum: [...new Set(WIDGET_ROUTES.map((one) => one.type))] },
    action: { type: "string", enum: [...new Set(WIDGET_ROUTES.map((one) => one.action))] },
    name: { type: "string", description: "The button's label, e.g. 'Pause Garden Hose - Auto'." },
    method: { type: "string", enum: ["GET", "POST", "PUT", "PATCH", "DELETE"] },
    endpoint: { type: "string", pattern: "^/api/", description: "One of the routes, placeholders filled." },
    body: { type: "object", description: "The route's body without messageId (the chat adds it)." },
  },
  required: ["type", "action", "method", "endpoint"],
};

export type WidgetToolInput = {
  type: WidgetType;
  action: WidgetAction;
  name?: string;
  method: ProposedWidget["method"];
  endpoint: string;
  body?: Record<string, unknown>;
};

/**
 * The proposeWidget call's arguments as `reply.widget`: the label trimmed (none when empty: the chat
 * then shows type and action), the body without a `messageId` of the model's (the chat service sets
 * the message's own), nothing else changed — the chat service validates the route before storing it.
 */
export function shapeWidget(input: WidgetToolInput): ProposedWidget {
  const { messageId: _ignored, ...body } = input.body ?? {};
  const name = input.name?.trim();
  return {
    type: input.type,
    action: input.action,
    ...(name ? { name } : {}),
    method: input.method,
    endpoint: input.endpoint.trim(),
    body,
  };
}
