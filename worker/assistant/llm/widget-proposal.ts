import {
  WIDGET_CATALOGUE,
  WIDGET_ROUTE_NAMES,
  type WidgetAction,
  type WidgetRoute,
  type WidgetType,
  widgetCall,
  widgetEntityName,
  widgetRoute,
} from "../../contracts/chat/widget-catalogue";
import type { ProposedWidget } from "../assistant";
import type { InputSchema } from "./input-schema";

/** A route of the widget catalogue as the model reads it: its ids as placeholders it fills from the tools' rows. */
function routeLine(route: WidgetRoute) {
  const { type, action, input, proposedBody } = widgetRoute(route);
  const { method, endpoint } = widgetCall(route, "{profileId}", `{${widgetEntityName(route)}}`);
  const state =
    action === "UpdateState"
      ? 'body {"state": "PAUSED"} or {"state": "ENABLED"}'
      : `body ${proposedBody ?? "{}"}`;
  const body = input ? `${state}; the seller then enters ${input.field} ('${input.prompt}')` : state;
  return `- ${type} ${action}: ${method} ${endpoint} (${body})`;
}

const WIDGETS = Object.values(WIDGET_CATALOGUE);

/** The proposeWidget tool's description: what it is for, its rules, and every route as `- Type Action: METHOD endpoint`. */
export const PROPOSE_WIDGET_DESCRIPTION = [
  "Propose one action button (a widget) under your answer, when an action fits the seller's question.",
  "At most one per answer; only for a campaign the tools showed with managed: true, or its keywords and targets;",
  "fill the endpoint's {placeholders} with ids from the tools' rows. Put {widget} in your answer where the button goes.",
  "The chat writes the button's label and asks the seller to confirm it; do not describe the button in your answer.",
  "Routes:",
  ...WIDGET_ROUTE_NAMES.map(routeLine),
].join("\n");

export const PROPOSE_WIDGET_SCHEMA: InputSchema = {
  type: "object",
  properties: {
    type: { type: "string", enum: [...new Set(WIDGETS.map((one) => one.type))] },
    action: { type: "string", enum: [...new Set(WIDGETS.map((one) => one.action))] },
    method: { type: "string", enum: ["GET", "POST", "PUT", "PATCH", "DELETE"] },
    endpoint: { type: "string", pattern: "^/api/", description: "One of the routes, placeholders filled." },
    body: { type: "object", description: "The route's body without messageId (the chat adds it)." },
  },
  required: ["type", "action", "method", "endpoint"],
};

export type WidgetToolInput = {
  type: WidgetType;
  action: WidgetAction;
  method: ProposedWidget["method"];
  endpoint: string;
  body?: Record<string, unknown>;
};

/**
 * The proposeWidget call's arguments as `reply.widget`: the body without a `messageId` of the model's
 * (the chat service sets the message's own), and no label even if the model wrote one (the chat writes
 * it from the route and the stored names); the chat service validates the route before storing it.
 */
export function shapeWidget(input: WidgetToolInput): ProposedWidget {
  const { messageId: _ignored, ...body } = input.body ?? {};
  return {
    type: input.type,
    action: input.action,
    method: input.method,
    endpoint: input.endpoint.trim(),
    body,
  };
}
