/**
 * The chat's events on the real-time channel (document 001 §3, §6): under the message key
 * 'messages', MESSAGE_TYPING sets typing on; MESSAGE_COMPLETED and MESSAGE_FAILED append the message
 * and turn typing off; MESSAGE_UPDATED replaces the message.
 */

/** Document 001 §9: the real-time message key of the chat's events. */
export const CHAT_MESSAGE_KEY = "messages";

export const CHAT_MESSAGE_EVENT_TYPES = [
  "MESSAGE_TYPING",
  "MESSAGE_COMPLETED",
  "MESSAGE_FAILED",
  "MESSAGE_UPDATED",
] as const;
export type ChatMessageEventType = (typeof CHAT_MESSAGE_EVENT_TYPES)[number];

/**
 * What the chat read of the entity a widget acts on: its stored name (a campaign's, a keyword's text, a
 * target's ASIN, a SKU), the profile's currency, and for a keyword or target the name of its campaign.
 */
export type WidgetSubject = { name: string; currency: string; campaign?: string };

/**
 * Document 001 §3 Widget: an action button the assistant proposes; `body.messageId` is its message's id.
 * `name`, `subject` and `confirmation` are the chat's own (`contracts/chat/widget-texts.ts`), never an
 * engine's: a widget stored before they were has no `name` either (`services/chat/messages.ts`).
 */
export type ChatWidget = {
  type: "Campaign" | "Keyword" | "ProductTarget" | "NegativeKeyword" | "NegativeProductTarget";
  action:
    | "UpdateDailyBudget"
    | "AddNegativeKeyword"
    | "AddNegativeProductTarget"
    | "UpdateState"
    | "AddKeyword"
    | "AddProductTarget"
    | "UpdateBid";
  /** The button's label, from the route, the subject's stored name and the values. */
  name?: string;
  subject?: WidgetSubject;
  /** The effect the confirmation states, for the body as stored. */
  confirmation?: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  endpoint: string;
  body: { messageId: string } & Record<string, unknown>;
};

/** Document 001 §3 Chat message: a TYPING message is not displayed; `{widget}` in the text marks the button's place. */
export type ChatMessage = {
  id: string;
  chatId: string;
  sender: { type: "USER" | "AI" };
  status: "TYPING" | "COMPLETED" | "FAILED";
  isWidgetUsed: boolean;
  content: { text: string; widget?: ChatWidget };
  createdAt: string;
};

export type ChatMessageEvent = {
  key: typeof CHAT_MESSAGE_KEY;
  type: ChatMessageEventType;
  data: ChatMessage;
};
