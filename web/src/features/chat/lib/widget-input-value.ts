import type { WidgetInput } from "@contracts/chat/widget-catalogue";

/** Document 001 §5, array type: comma-separated entries, trimmed, the empty ones dropped. */
export const parseEntries = (text: string) =>
  text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");

export type WidgetInputValue = number | string | string[];

/**
 * What the modal sends for the text typed, by the input's type (document 001 §5): a number, the
 * entries, or the text as is; null while there is nothing to send (Confirm stays inactive).
 */
export function widgetInputValue(type: WidgetInput["type"], text: string): WidgetInputValue | null {
  switch (type) {
    case "number": {
      if (text.trim() === "") return null;
      const value = Number(text);
      return Number.isFinite(value) ? value : null;
    }
    case "array": {
      const entries = parseEntries(text);
      return entries.length > 0 ? entries : null;
    }
    case "string":
      return text.trim() === "" ? null : text;
  }
}

/** The modal's starting text: the value the assistant suggested in the widget's body, if any. */
export function suggestedText(input: WidgetInput, body: Record<string, unknown>): string {
  const suggested = body[input.field];
  if (typeof suggested === "number" && Number.isFinite(suggested)) return String(suggested);
  if (typeof suggested === "string") return suggested;
  if (Array.isArray(suggested)) return suggested.filter((entry) => typeof entry === "string").join(", ");
  return "";
}
