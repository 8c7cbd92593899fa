import { IconButton, Popover, Portal } from "@chakra-ui/react";
import { isChatEligible } from "@contracts/chat/chat-eligibility";
import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useCurrentUser } from "../../../lib/auth/current-user";
import { useChat } from "../api/use-chat";
import { useWidgetAction } from "../api/use-widget-action";
import { CHAT_TITLE } from "../lib/chat-constants";
import { ChatLoading } from "./chat-loading";

/** The panel and its markdown renderer are fetched the first time it opens. */
const ChatPanel = lazy(() => import("./chat-panel").then((module) => ({ default: module.ChatPanel })));

/**
 * The AI assistant (document 001 §2): a round button at the bottom right that opens and closes the
 * chat panel; a click outside closes it. Only for sellers on an eligible plan under their ad limit.
 */
export function ChatAssistant() {
  const { data: user } = useCurrentUser();
  return isChatEligible(user) ? <ChatLauncher /> : null;
}

function ChatLauncher() {
  const [open, setOpen] = useState(false);
  /** The chat is read the first time the panel opens, and followed from then on. */
  const [wanted, setWanted] = useState(false);
  const [draft, setDraft] = useState("");
  const chat = useChat(wanted);
  const widgets = useWidgetAction();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  return (
    <Popover.Root
      open={open}
      onOpenChange={({ open: next }) => {
        setOpen(next);
        if (next) setWanted(true);
      }}
      lazyMount
      unmountOnExit
      initialFocusEl={() => inputRef.current}
      positioning={{ placement: "top-end", strategy: "fixed", gutter: 12, overflowPadding: 0 }}
    >
      <Popover.Trigger asChild>
        <IconButton
          aria-label={open ? "Close the AI assistant" : "Open the AI assistant"}
          title={CHAT_TITLE}
          position="fixed"
          bottom={{ base: "4", md: "6" }}
          right={{ base: "4", md: "6" }}
          zIndex="sticky"
          size="xl"
          rounded="full"
          colorPalette="blue"
          boxShadow="lg"
        >
          {open ? <X /> : <MessageCircle />}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            data-testid="chat-panel"
            aria-label={CHAT_TITLE}
            css={{ "--popover-size": "sizes.md", "--popover-mobile-size": "100dvw" }}
            height={{ base: "calc(100dvh - 76px)", sm: "min(640px, calc(100dvh - 120px))" }}
            borderRadius={{ base: "0", sm: "l3" }}
            overflow="hidden"
          >
            <Suspense fallback={<ChatLoading />}>
              <ChatPanel
                chat={chat}
                widgets={widgets}
                draft={draft}
                onDraftChange={setDraft}
                inputRef={inputRef}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
