import type { ChatMessage } from "@contracts/realtime/chat-message-events";
import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { type MessagePage, withMessage } from "../lib/chat-messages";
import { chatMessagesKey } from "./chat-queries";

type CachedPages = InfiniteData<MessagePage, string | undefined>;

/** Writes into the loaded messages of a chat: a message added or replaced, or all of them emptied. */
export function useChatCache() {
  const queryClient = useQueryClient();
  const put = useCallback(
    (message: ChatMessage, options?: { replaceOnly?: boolean }) =>
      queryClient.setQueryData<CachedPages>(chatMessagesKey(message.chatId), (cached) =>
        cached ? { ...cached, pages: withMessage(cached.pages, message, options) } : cached,
      ),
    [queryClient],
  );
  // An older page still loading (the list was scrolled to the top) is cancelled first: arriving
  // after the emptying, it would bring the cleared messages back.
  const empty = useCallback(
    async (chatId: string) => {
      await queryClient.cancelQueries({ queryKey: chatMessagesKey(chatId) });
      queryClient.setQueryData<CachedPages>(chatMessagesKey(chatId), {
        pages: [{ messages: [], next: null }],
        pageParams: [undefined],
      });
    },
    [queryClient],
  );
  return { put, empty };
}
