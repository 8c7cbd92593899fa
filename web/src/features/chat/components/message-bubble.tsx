import { Box, Stack } from "@chakra-ui/react";
import type { ChatMessage } from "@contracts/realtime/chat-message-events";
import { splitAtWidget } from "../lib/message-text";
import { MessageMarkdown } from "./message-markdown";
import { WidgetButton } from "./widget-button";

type MessageBubbleProps = {
  message: ChatMessage;
  /** The message whose action is running, if any. */
  runningId: string | undefined;
  onRunWidget: (message: ChatMessage) => void;
};

/** One message: the seller's on the right, the assistant's on the left; its widget where `{widget}` stands. */
export function MessageBubble({ message, runningId, onRunWidget }: MessageBubbleProps) {
  const mine = message.sender.type === "USER";
  const { widget } = message.content;
  const { before, after } = splitAtWidget(message.content.text);
  return (
    <Box
      data-testid="chat-message"
      data-sender={message.sender.type}
      alignSelf={mine ? "flex-end" : "flex-start"}
      maxWidth="85%"
      minWidth="0"
      px="3"
      py="2"
      borderRadius="l3"
      borderBottomRightRadius={mine ? "sm" : undefined}
      borderBottomLeftRadius={mine ? undefined : "sm"}
      bg={mine ? "blue.solid" : "bg.muted"}
      color={mine ? "blue.contrast" : "fg"}
      textStyle="sm"
    >
      {mine ? (
        <Box whiteSpace="pre-wrap" overflowWrap="anywhere">
          {message.content.text}
        </Box>
      ) : (
        <Stack gap="2" align="flex-start">
          <MessageMarkdown text={before} />
          {widget && (
            <WidgetButton
              widget={widget}
              used={message.isWidgetUsed}
              running={runningId === message.id}
              waiting={runningId !== undefined}
              onRun={() => onRunWidget(message)}
            />
          )}
          <MessageMarkdown text={after} />
        </Stack>
      )}
    </Box>
  );
}
