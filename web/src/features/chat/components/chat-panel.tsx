import { Center, Heading, HStack, Popover } from "@chakra-ui/react";
import { widgetInputOf } from "@contracts/chat/widget-catalogue";
import type { ChatMessage } from "@contracts/realtime/chat-message-events";
import { type Ref, useState } from "react";
import { ErrorView } from "../../../components/ui/error-view";
import type { ChatState } from "../api/use-chat";
import type { useWidgetAction } from "../api/use-widget-action";
import { CHAT_TITLE } from "../lib/chat-constants";
import { ChatLoading } from "./chat-loading";
import { ChatOptionsMenu } from "./chat-options-menu";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";
import { WidgetConfirmDialog } from "./widget-confirm-dialog";

type ChatPanelProps = {
  chat: ChatState;
  widgets: ReturnType<typeof useWidgetAction>;
  draft: string;
  onDraftChange: (text: string) => void;
  inputRef: Ref<HTMLTextAreaElement>;
};

/** The panel's inside (document 001 §2): title and options, the messages, the box to write in. */
export function ChatPanel({ chat, widgets, draft, onDraftChange, inputRef }: ChatPanelProps) {
  const [asking, setAsking] = useState<ChatMessage | null>(null);
  const widget = asking?.content.widget;
  const input = widget ? widgetInputOf(widget) : null;

  // Every widget asks first, whether or not it needs a value: nothing is sent before Confirm.
  const runWidget = (message: ChatMessage) => {
    if (message.content.widget) setAsking(message);
  };

  return (
    <>
      <HStack justify="space-between" gap="2" ps="4" pe="2" py="2" borderBottomWidth="1px">
        <Popover.Title asChild>
          <Heading as="h2" textStyle="md" fontWeight="semibold">
            {CHAT_TITLE}
          </Heading>
        </Popover.Title>
        <ChatOptionsMenu
          disabled={!chat.chatId || chat.clear.isPending}
          onClear={() => chat.clear.mutate()}
        />
      </HStack>
      {chat.error ? (
        <Center flex="1" px="4">
          <ErrorView message={chat.error.message} onRetry={chat.retry} />
        </Center>
      ) : chat.loading ? (
        <ChatLoading />
      ) : (
        <MessageList
          messages={chat.messages}
          typing={chat.typing}
          olderLeft={chat.olderLeft}
          loadingOlder={chat.loadingOlder}
          loadOlder={chat.loadOlder}
          runningId={widgets.runningId}
          onRunWidget={runWidget}
        />
      )}
      <MessageComposer
        text={draft}
        onTextChange={onDraftChange}
        blocked={chat.typing || chat.loading || Boolean(chat.error)}
        sending={chat.send.isPending}
        onSend={(text) => chat.send.mutate(text, { onSuccess: () => onDraftChange("") })}
        inputRef={inputRef}
      />
      {asking && widget && (
        <WidgetConfirmDialog
          widget={widget}
          input={input}
          onCancel={() => setAsking(null)}
          onConfirm={(value) => {
            setAsking(null);
            widgets.run({
              message: asking,
              ...(input && value !== null ? { input: { field: input.field, value } } : {}),
            });
          }}
        />
      )}
    </>
  );
}
