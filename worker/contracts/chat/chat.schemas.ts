/**
 * The chat's routes (document 001 §4, §7; issue 19): GET /api/chats, GET and POST
 * /api/chats/{chatId}/messages, PATCH /api/chats/{chatId}/clear. Pure valibot, shared with the web app.
 */
import * as v from "valibot";
import type { ChatMessage } from "../realtime/chat-message-events";

/** Messages per page of GET /chats/{chatId}/messages. */
export const CHAT_PAGE_SIZE = 20;
export const CHAT_TEXT_MAX_LENGTH = 2000;

const REQUIRED = "Required";

export const chatParamSchema = v.object({
  chatId: v.pipe(v.string(REQUIRED), v.regex(/^[\w-]{1,64}$/, "Not a chat id")),
});

/** `cursor`: the `next` of the page before; absent for the newest page. */
export const chatMessagesQuerySchema = v.object({
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Not a cursor of this chat"))),
});

export const newChatMessageSchema = v.object(
  {
    text: v.config(
      v.pipe(
        v.string(REQUIRED),
        v.trim(),
        v.nonEmpty(REQUIRED),
        v.maxLength(CHAT_TEXT_MAX_LENGTH, `Max length - ${CHAT_TEXT_MAX_LENGTH} characters`),
      ),
      { abortPipeEarly: true },
    ),
  },
  REQUIRED,
);

/** GET /chats: the seller's one chat. */
export type Chat = { id: string };

/**
 * GET /chats/{chatId}/messages: the newest page first; `messages` run oldest to newest within the page
 * (the web app shows the oldest at the top). `next` asks for the page before; null when none is left.
 * TYPING messages are included with their status (the web app hides them).
 */
export type ChatMessagesPage = { messages: ChatMessage[]; next: string | null };
