import { apiClient, call } from "../../../api/api-client";

/** The chat's four calls (issue 19; document 001 §7 Chat), typed from the Worker's chat routes. */

/** GET /api/chats: the seller's chat, made on first use. */
export const getChat = () => call(apiClient.chats.$get());

/** GET /api/chats/{chatId}/messages?cursor: the newest page first; `cursor` asks for the page older than it. */
export const getMessages = (chatId: string, cursor?: string) =>
  call(apiClient.chats[":chatId"].messages.$get({ param: { chatId }, query: cursor ? { cursor } : {} }));

/** POST /api/chats/{chatId}/messages {text}: the stored message; the reply comes over the real-time channel. */
export const sendMessage = (chatId: string, text: string) =>
  call(apiClient.chats[":chatId"].messages.$post({ param: { chatId }, json: { text } }));

/** PATCH /api/chats/{chatId}/clear: removes every message of the chat. */
export const clearChat = (chatId: string) =>
  call(apiClient.chats[":chatId"].clear.$patch({ param: { chatId } }));
