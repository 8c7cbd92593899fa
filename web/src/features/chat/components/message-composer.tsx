import { HStack, IconButton, Textarea } from "@chakra-ui/react";
import { CHAT_TEXT_MAX_LENGTH } from "@contracts/chat/chat.schemas";
import { SendHorizontal } from "lucide-react";
import type { KeyboardEvent, Ref } from "react";

type MessageComposerProps = {
  text: string;
  onTextChange: (text: string) => void;
  /** Send is off while the assistant types or the chat loads (document 001 §3). */
  blocked: boolean;
  sending: boolean;
  onSend: (text: string) => void;
  inputRef: Ref<HTMLTextAreaElement>;
};

/** The box that grows with its text (and shrinks when emptied): Enter sends, Shift+Enter adds a line. */
export function MessageComposer({
  text,
  onTextChange,
  blocked,
  sending,
  onSend,
  inputRef,
}: MessageComposerProps) {
  const canSend = text.trim() !== "" && !blocked && !sending;
  const send = () => {
    if (canSend) onSend(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <HStack
      as="form"
      align="flex-end"
      gap="2"
      px="3"
      py="3"
      borderTopWidth="1px"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        ref={inputRef}
        aria-label="Message"
        placeholder="Ask the assistant…"
        autoresize
        rows={1}
        maxHeight="8lh"
        size="sm"
        maxLength={CHAT_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <IconButton
        type="submit"
        aria-label="Send"
        colorPalette="blue"
        size="sm"
        disabled={!canSend}
        loading={sending}
      >
        <SendHorizontal />
      </IconButton>
    </HStack>
  );
}
