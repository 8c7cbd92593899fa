import { ErrorCode } from "@contracts/api-response";
import type { ChatMessage } from "@contracts/realtime/chat-message-events";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { ApiRequestError } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";
import { isLatestTyping, visibleMessages } from "../lib/chat-messages";
import { clearChat, sendMessage } from "./chat-api";
import { chatMessagesQuery, chatQuery } from "./chat-queries";
import { useChatCache } from "./use-chat-cache";
import { useChatEvents } from "./use-chat-events";

/** The server refused the chat for the seller's plan or ad limit: the seller is read again, which hides the chat. */
function useRecheckOnRefusal() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.code === ErrorCode.AD_LIMIT_REACHED)
        void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
    [queryClient],
  );
}

/**
 * The seller's chat: its messages (read once `active`, the first time the panel opens), whether the
 * assistant is typing, sending and clearing. The events are followed from the start, so the state is
 * right whenever the panel opens.
 */
export function useChat(active: boolean) {
  const chat = useQuery({ ...chatQuery(), enabled: active });
  const chatId = chat.data?.id;
  const pages = useInfiniteQuery({ ...chatMessagesQuery(chatId ?? ""), enabled: Boolean(chatId) });
  const [typingEvent, setTypingEvent] = useState<boolean | null>(null);
  useChatEvents(chatId, setTypingEvent);
  const cache = useChatCache();
  const recheck = useRecheckOnRefusal();

  const loadError = chat.error ?? pages.error;
  useEffect(() => recheck(loadError), [loadError, recheck]);

  const send = useMutation({
    mutationFn: (text: string) => sendMessage(chatId ?? "", text),
    onSuccess: (message: ChatMessage) => cache.put(message),
    onError: recheck,
  });
  const clear = useMutation({
    mutationFn: () => clearChat(chatId ?? ""),
    onSuccess: async () => {
      setTypingEvent(null);
      if (chatId) await cache.empty(chatId);
    },
    onError: recheck,
  });

  const loaded = pages.data?.pages;
  const messages = useMemo(() => (loaded ? visibleMessages(loaded) : []), [loaded]);
  const loading = chat.isPending || pages.isPending;
  return {
    chatId,
    messages,
    /** Document 001 §3: from the last event, else whether the newest stored message is still TYPING. */
    typing: typingEvent ?? (loaded ? isLatestTyping(loaded) : false),
    loading,
    error: loadError,
    retry: () => void (chat.error ? chat.refetch() : pages.refetch()),
    olderLeft: pages.hasNextPage,
    loadingOlder: pages.isFetchingNextPage,
    loadOlder: pages.fetchNextPage,
    send,
    clear,
  };
}

export type ChatState = ReturnType<typeof useChat>;
