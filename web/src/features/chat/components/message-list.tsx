import { Box, Center, Spinner, Stack, Text } from "@chakra-ui/react";
import type { ChatMessage } from "@contracts/realtime/chat-message-events";
import { useEffect, useLayoutEffect, useRef } from "react";
import { SCROLL_THROTTLE_MS, SCROLL_TO_BOTTOM_DELAY_MS } from "../lib/chat-constants";
import { keptScrollTop, reachedOlderThreshold } from "../lib/scroll-position";
import { throttle } from "../lib/throttle";
import { MessageBubble } from "./message-bubble";
import { TypingLoader } from "./typing-loader";

type MessageListProps = {
  messages: ChatMessage[];
  typing: boolean;
  olderLeft: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  runningId: string | undefined;
  onRunWidget: (message: ChatMessage) => void;
};

/**
 * The conversation, oldest at the top (document 001 §2, §3, §9): scrolling up loads older messages
 * (the listener throttled to 150 ms, at 80 % of the way up) without moving what is in view; a new
 * message scrolls to the bottom 10 ms after it arrives.
 */
export function MessageList({
  messages,
  typing,
  olderLeft,
  loadingOlder,
  loadOlder,
  runningId,
  onRunWidget,
}: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  /** The distance from the bottom when older messages were asked for: kept once they are in. */
  const anchor = useRef<number | null>(null);
  const canLoadOlder = olderLeft && !loadingOlder;

  useEffect(() => {
    const element = box.current;
    if (!element || !canLoadOlder) return;
    const check = throttle(() => {
      if (anchor.current !== null || !reachedOlderThreshold(element)) return;
      anchor.current = element.scrollHeight - element.scrollTop;
      loadOlder();
    }, SCROLL_THROTTLE_MS);
    // Messages that do not fill the box give nothing to scroll: the next older page comes at once.
    if (element.scrollHeight <= element.clientHeight) check();
    element.addEventListener("scroll", check, { passive: true });
    return () => {
      element.removeEventListener("scroll", check);
      check.cancel();
    };
  }, [canLoadOlder, loadOlder]);

  const oldestId = messages[0]?.id;
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || anchor.current === null || oldestId === undefined) return;
    element.scrollTop = keptScrollTop(anchor.current, element);
    anchor.current = null;
  }, [oldestId]);
  // A failed or empty older read lets the next scroll ask again.
  useEffect(() => {
    if (!loadingOlder) anchor.current = null;
  }, [loadingOlder]);

  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    const element = box.current;
    if (!element || (newestId === undefined && !typing)) return;
    const timer = setTimeout(
      () => element.scrollTo({ top: element.scrollHeight }),
      SCROLL_TO_BOTTOM_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [newestId, typing]);

  return (
    <Box position="relative" flex="1" minHeight="0" display="flex" flexDirection="column">
      {/* Over the list, not in it: the messages in view do not move while older ones load. */}
      {loadingOlder && (
        <Center position="absolute" top="2" insetX="0" zIndex="1" pointerEvents="none">
          <Spinner size="sm" color="fg.muted" aria-label="Loading older messages" />
        </Center>
      )}
      <Stack
        ref={box}
        data-testid="chat-messages"
        role="log"
        aria-label="Messages"
        flex="1"
        minHeight="0"
        overflowY="auto"
        overscrollBehavior="contain"
        gap="3"
        px="4"
        py="3"
      >
        {messages.length === 0 && !typing && (
          <Center flex="1" px="4">
            <Text textStyle="sm" color="fg.muted" textAlign="center">
              Ask about your campaigns, search terms, budgets or what the automation changed.
            </Text>
          </Center>
        )}
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} runningId={runningId} onRunWidget={onRunWidget} />
        ))}
        {typing && <TypingLoader />}
      </Stack>
    </Box>
  );
}
