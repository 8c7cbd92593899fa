import type { ChatTurn } from "../assistant";
import { rangeIn } from "./date-phrases";
import { type Recognised, recogniseIntent } from "./intent";
import { countryIn } from "./text-parameters";

/** A follow-up names only a marketplace or a period: "and in Germany?", "what about last 7 days". */
const FOLLOW_UP_WORDS = /^(?:and|what about|how about|same|now|ok|okay|also|then)\b|^\s*(?:in|for|on)\b/i;

/**
 * The question's intent; when it names nothing but a marketplace or a period, the seller's previous
 * question asked again with that marketplace or period. Pure.
 */
export function recogniseInConversation(text: string, history: ChatTurn[], today: string): Recognised {
  const recognised = recogniseIntent(text, today);
  if (recognised.intent.kind !== "unknown") return recognised;
  const range = rangeIn(text, today);
  const country = countryIn(text);
  if (range === undefined && country === undefined) return recognised;
  if (!FOLLOW_UP_WORDS.test(text.trim()) && text.trim().split(/\s+/).length > 6) return recognised;
  const previous = [...history]
    .reverse()
    .filter((turn) => turn.sender === "USER")
    .map((turn) => recogniseIntent(turn.text, today))
    .find((earlier) => earlier.intent.kind !== "unknown");
  if (!previous) return recognised;
  const intent =
    range !== undefined && "range" in previous.intent ? { ...previous.intent, range } : previous.intent;
  const marketplace = country ?? previous.country;
  return marketplace === undefined ? { intent } : { intent, country: marketplace };
}
