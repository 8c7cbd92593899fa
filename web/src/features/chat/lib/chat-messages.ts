import type { ChatMessagesPage } from "@contracts/chat/chat.schemas";
import type { ChatMessage } from "@contracts/realtime/chat-message-events";

/** One page of GET /chats/{chatId}/messages: the newest page first, `next` the cursor of older ones (null: no more). */
export type MessagePage = ChatMessagesPage;

const byTime = (a: ChatMessage, b: ChatMessage) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

/**
 * The loaded pages as the list shows them: oldest at the top, each message once (a later copy, from an
 * event, wins), TYPING ones hidden (document 001 §3: a TYPING message is not displayed).
 */
export function visibleMessages(pages: readonly MessagePage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  // Pages run newest first: walking them backwards meets older copies first, so newer ones overwrite.
  for (const page of [...pages].reverse()) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].filter((message) => message.status !== "TYPING").sort(byTime);
}

/** Whether the newest loaded message is still being written (the loader shows until its completion arrives). */
export function isLatestTyping(pages: readonly MessagePage[]): boolean {
  const all = pages.flatMap((page) => page.messages);
  const latest = all.reduce<ChatMessage | undefined>(
    (newest, message) => (!newest || byTime(message, newest) >= 0 ? message : newest),
    undefined,
  );
  return latest?.status === "TYPING";
}

/**
 * The pages with `message` in place of its copy, or (unless `replaceOnly`) added to the newest page
 * when it is new.
 */
export function withMessage(
  pages: readonly MessagePage[],
  message: ChatMessage,
  { replaceOnly = false } = {},
): MessagePage[] {
  const present = pages.some((page) => page.messages.some((each) => each.id === message.id));
  if (replaceOnly && !present) return [...pages];
  if (present)
    return pages.map((page) => ({
      ...page,
      messages: page.messages.map((each) => (each.id === message.id ? message : each)),
    }));
  const [newest, ...older] = pages;
  return [{ messages: [...(newest?.messages ?? []), message], next: newest?.next ?? null }, ...older];
}
