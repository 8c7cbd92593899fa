import { describe, expect, it } from "vitest";
import {
  isLatestTyping,
  type MessagePage,
  visibleMessages,
  withMessage,
} from "../../../web/src/features/chat/lib/chat-messages";
import type { ChatMessage } from "../../../worker/contracts/realtime/chat-message-events";

const message = (id: string, minute: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatId: "chat-1",
  sender: { type: id.startsWith("u") ? "USER" : "AI" },
  status: "COMPLETED",
  isWidgetUsed: false,
  content: { text: `text ${id}` },
  createdAt: `2026-11-02T08:${String(minute).padStart(2, "0")}:00.000Z`,
  ...overrides,
});
const ids = (messages: ChatMessage[]) => messages.map((each) => each.id);

describe("the chat's loaded messages (document 001 §3)", () => {
  // The newest page first, as the API answers; within a page in any order.
  const pages: MessagePage[] = [
    { messages: [message("a4", 4), message("u3", 3)], next: "cursor-2" },
    { messages: [message("u1", 1), message("a2", 2)], next: null },
  ];

  it("shows them oldest at the top, whatever the order of pages and of messages in them", () => {
    expect(ids(visibleMessages(pages))).toEqual(["u1", "a2", "u3", "a4"]);
  });

  it("hides a TYPING message, and the loader shows while the newest one is TYPING", () => {
    const typing = withMessage(pages, message("a5", 5, { status: "TYPING" }));
    expect(ids(visibleMessages(typing))).toEqual(["u1", "a2", "u3", "a4"]);
    expect(isLatestTyping(typing)).toBe(true);
    expect(isLatestTyping(pages)).toBe(false);
  });

  it("adds a completed or failed message after the others, once", () => {
    const added = withMessage(pages, message("a5", 5, { status: "FAILED" }));
    expect(ids(visibleMessages(added))).toEqual(["u1", "a2", "u3", "a4", "a5"]);
    expect(ids(visibleMessages(withMessage(added, message("a5", 5))))).toEqual([
      "u1",
      "a2",
      "u3",
      "a4",
      "a5",
    ]);
  });

  it("replaces a message in place (MESSAGE_UPDATED), also one on an older page", () => {
    const updated = withMessage(pages, message("a2", 2, { isWidgetUsed: true }), { replaceOnly: true });
    expect(visibleMessages(updated).find((each) => each.id === "a2")?.isWidgetUsed).toBe(true);
    expect(updated[1]?.next).toBeNull();
  });

  it("replacing a message that is not loaded changes nothing", () => {
    expect(visibleMessages(withMessage(pages, message("zz", 9), { replaceOnly: true }))).toEqual(
      visibleMessages(pages),
    );
  });

  it("a TYPING message completed under the same id shows once, completed", () => {
    const typing = withMessage(pages, message("a5", 5, { status: "TYPING" }));
    const done = withMessage(typing, message("a5", 5));
    expect(ids(visibleMessages(done))).toEqual(["u1", "a2", "u3", "a4", "a5"]);
    expect(isLatestTyping(done)).toBe(false);
  });

  it("the first message of an empty chat starts its newest page", () => {
    expect(withMessage([], message("u1", 1))).toEqual([{ messages: [message("u1", 1)], next: null }]);
  });
});
