import type { ChatMessage } from "@contracts/realtime/chat-message-events";
import type { MessagePage } from "../lib/chat-messages";
import { requestEndpoint } from "./endpoint-request";

/**
 * The chat's four calls (issue 19; document 001 §7 Chat). Written against the paths until the chat
 * routes are in ApiType: each then becomes `call(apiClient.chats…)` with the same answers.
 */
const chatPath = (chatId: string) => `/api/chats/${encodeURIComponent(chatId)}`;

/** GET /api/chats: the seller's chat, made on first use. */
export const getChat = () => requestEndpoint<{ id: string }>("GET", "/api/chats");

/** GET /api/chats/{chatId}/messages?cursor: the newest page first; `cursor` asks for the page older than it. */
export const getMessages = (chatId: string, cursor?: string) =>
  requestEndpoint<MessagePage>(
    "GET",
    `${chatPath(chatId)}/messages${cursor ? `?${new URLSearchParams({ cursor })}` : ""}`,
  );

/** POST /api/chats/{chatId}/messages {text}: the stored message; the reply comes over the real-time channel. */
export const sendMessage = (chatId: string, text: string) =>
  requestEndpoint<ChatMessage>("POST", `${chatPath(chatId)}/messages`, { text });

/** PATCH /api/chats/{chatId}/clear: removes every message of the chat. */
export const clearChat = (chatId: string) => requestEndpoint<unknown>("PATCH", `${chatPath(chatId)}/clear`);
