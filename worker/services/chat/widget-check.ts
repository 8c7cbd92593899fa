import * as v from "valibot";
import type { ProposedWidget } from "../../assistant/assistant";
import { WIDGET_CATALOGUE, type WidgetTarget, widgetTargetOf } from "../../contracts/chat/widget-catalogue";
import type { ChatWidget } from "../../contracts/realtime/chat-message-events";

/** A checked widget: the route's call and body, no label yet (the chat writes it, proposed-widget.ts). */
export type CheckedWidget = Pick<ChatWidget, "type" | "action" | "method" | "endpoint"> & {
  body: Record<string, unknown>;
};

export type WidgetCheck =
  | { ok: true; target: WidgetTarget; widget: CheckedWidget }
  | { ok: false; reason: string };

/**
 * Whether a widget an engine proposed may be stored, before its ids are checked against the seller's
 * data (widget-scope.ts): its method and endpoint those of a route of the widget catalogue, its
 * type and action that route's, its body only the route's fields (`messageId` is set by the chat, so
 * any given is dropped), each valid, and every field the seller does not enter given (`state` where the
 * route switches one; the search terms, match type and scope of a search-term action). A label or any
 * other field the engine gave is left behind. Pure.
 */
export function checkProposedWidget(proposed: ProposedWidget): WidgetCheck {
  const target = widgetTargetOf(proposed.method, proposed.endpoint);
  if (!target) return { ok: false, reason: `${proposed.method} ${proposed.endpoint} is no widget route` };
  const route = WIDGET_CATALOGUE[target.route];
  if (proposed.type !== route.type || proposed.action !== route.action) {
    return { ok: false, reason: `${proposed.type} ${proposed.action} does not call ${target.route}` };
  }
  if (typeof proposed.body !== "object" || proposed.body === null || Array.isArray(proposed.body)) {
    return { ok: false, reason: "body is not an object" };
  }
  const { messageId: _set, ...body } = proposed.body;
  const entries: Record<string, v.GenericSchema> = route.body.entries;
  for (const [field, value] of Object.entries(body)) {
    const schema = entries[field];
    if (!schema || field === "messageId")
      return { ok: false, reason: `${field} is no field of ${target.route}` };
    if (!v.safeParse(schema, value).success) return { ok: false, reason: `${field} is not valid` };
  }
  for (const [field, schema] of Object.entries(entries)) {
    const entered = field === "messageId" || field === route.input?.field;
    if (!entered && schema.type !== "optional" && body[field] === undefined) {
      return { ok: false, reason: `${field} is missing` };
    }
  }
  const { type, action, method, endpoint } = proposed;
  return { ok: true, target, widget: { type, action, method, endpoint, body } };
}

/** The text without the widget's place, once its widget was dropped. */
export const withoutWidgetPlace = (text: string) =>
  text
    .replaceAll("{widget}", "")
    .replace(/[ \t]+\n/g, "\n")
    .trim();
