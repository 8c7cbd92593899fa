import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { getChat, getMessages } from "./chat-api";

export const chatKey = ["chat"] as const;

export const chatMessagesKey = (chatId: string) => [...chatKey, chatId, "messages"] as const;

/** The seller's one chat (its id); it does not change while the app is open. */
export const chatQuery = () =>
  queryOptions({ queryKey: chatKey, queryFn: getChat, staleTime: Number.POSITIVE_INFINITY });

/**
 * The chat's messages, a page at a time: the first page is the newest, each next one older (by its
 * cursor) until `next` is null. Events keep the cache current, so it is not read again on its own.
 */
export const chatMessagesQuery = (chatId: string) =>
  infiniteQueryOptions({
    queryKey: chatMessagesKey(chatId),
    queryFn: ({ pageParam }) => getMessages(chatId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
