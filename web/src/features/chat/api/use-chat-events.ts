import { CHAT_MESSAGE_KEY } from "@contracts/realtime/chat-message-events";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useRealtimeConnected, useRealtimeEvent } from "../../../lib/realtime/realtime-context";
import { chatMessagesKey } from "./chat-queries";
import { useChatCache } from "./use-chat-cache";

/**
 * The chat's events on the seller's channel (document 001 §3 Chat): MESSAGE_TYPING turns typing on,
 * MESSAGE_COMPLETED and MESSAGE_FAILED add the message and turn it off, MESSAGE_UPDATED replaces the
 * message. After the channel comes back the messages are read again (events may have been missed).
 */
export function useChatEvents(
  chatId: string | undefined,
  /** null: as the messages read say (the newest one still TYPING or not). */
  setTyping: (typing: boolean | null) => void,
) {
  const { put } = useChatCache();
  useRealtimeEvent((event) => {
    if (event.key !== CHAT_MESSAGE_KEY || !chatId || event.data.chatId !== chatId) return;
    switch (event.type) {
      case "MESSAGE_TYPING":
        setTyping(true);
        return;
      case "MESSAGE_COMPLETED":
      case "MESSAGE_FAILED":
        put(event.data);
        setTyping(false);
        return;
      case "MESSAGE_UPDATED":
        put(event.data, { replaceOnly: true });
        return;
    }
  });

  const queryClient = useQueryClient();
  const connected = useRealtimeConnected();
  const previous = useRef({ connected, everOpen: connected });
  useEffect(() => {
    const { connected: before, everOpen } = previous.current;
    previous.current = { connected, everOpen: everOpen || connected };
    // Only a reopen after a drop: the first open follows the first read, which missed nothing.
    if (!connected || before || !everOpen || !chatId) return;
    // The reply's completion may be among the missed events: the messages read again decide the loader.
    setTyping(null);
    void queryClient.invalidateQueries({ queryKey: chatMessagesKey(chatId) });
  }, [connected, chatId, queryClient, setTyping]);
}
