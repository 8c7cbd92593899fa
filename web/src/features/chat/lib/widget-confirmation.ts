import { widgetTargetOf } from "@contracts/chat/widget-catalogue";
import { widgetConfirmationOf, widgetEffect } from "@contracts/chat/widget-texts";
import type { ChatWidget } from "@contracts/realtime/chat-message-events";
import type { WidgetInputValue } from "./widget-input-value";

/** The value the seller entered, in the field it goes into; null while there is none to send. */
export type EnteredValue = { field: string; value: WidgetInputValue | null };

/**
 * What the widget's confirmation states (issue 32, M2): the chat's own sentence, written again with the
 * value entered. Entered entries are left out of it, as the dialog lists them under 'Entered values:'.
 * A widget stored before the chat wrote these (no subject) says its type, action and state.
 */
export function confirmationText(widget: ChatWidget, entered: EnteredValue | null): string {
  const target = widgetTargetOf(widget.method, widget.endpoint);
  if (!target || !widget.subject) {
    const state = typeof widget.body.state === "string" ? ` (state ${widget.body.state})` : "";
    return `Run ${widget.type} ${widget.action}${state}.`;
  }
  const body = entered ? { ...widget.body, [entered.field]: entered.value ?? undefined } : widget.body;
  const effect = widgetEffect(target.route, widget.subject, body);
  return widgetConfirmationOf(Array.isArray(entered?.value) ? { ...effect, values: [] } : effect);
}
