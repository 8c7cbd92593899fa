import type { ChatWidget } from "@contracts/realtime/chat-message-events";

/** Document 001 §3: where a message's action button goes in its text. */
export const WIDGET_PLACEHOLDER = "{widget}";

/**
 * A message's text around its widget: the text before the first `{widget}` and after it (later
 * placeholders dropped). Without a placeholder the whole text comes first and the button after it.
 */
export function splitAtWidget(text: string): { before: string; after: string } {
  const at = text.indexOf(WIDGET_PLACEHOLDER);
  if (at === -1) return { before: text, after: "" };
  return {
    before: text.slice(0, at),
    after: text.slice(at + WIDGET_PLACEHOLDER.length).replaceAll(WIDGET_PLACEHOLDER, ""),
  };
}

/** Document 001 §3: the button reads the widget's name, else its type and action. */
export const widgetLabel = (widget: Pick<ChatWidget, "name" | "type" | "action">) =>
  widget.name?.trim() || `${widget.type} ${widget.action}`;
