import { eq } from "drizzle-orm";
import type { Assistant, AssistantTools, ChatTurn } from "../../assistant/assistant";
import {
  CHAT_MESSAGE_KEY,
  type ChatMessage,
  type ChatMessageEventType,
  type ChatWidget,
} from "../../contracts/realtime/chat-message-events";
import { chatMessages } from "../../db/chat-schema";
import type { Database } from "../../db/client";
import { publish } from "../../realtime/publish";
import { chatMessageView } from "./messages";
import { acceptedWidget } from "./proposed-widget";
import { withoutWidgetPlace } from "./widget-check";

export const FAILED_REPLY_TEXT = "Sorry, I couldn't answer that just now. Please try again in a moment.";

/**
 * How long an engine may take: a Worker's waitUntil ends 30 s after the response, and a reply cut off
 * there would stay TYPING for good.
 */
export const REPLY_TIMEOUT_MS = 25_000;

/** Who answers and for whom: the engine, the tools bound to the seller, and where events go. */
export type Replier = {
  db: Database;
  env: Env;
  userId: string;
  /** The organisation whose chat it is: the widgets it proposes must act on its profiles. */
  organisationId: string;
  assistant: Assistant;
  tools: AssistantTools;
  timeoutMs?: number;
  /** Called once the reply is stored, before its last event goes out (frees the chat for the next message). */
  settled?: () => Promise<void>;
};

/** The engine's answer, or a failure once `ms` have passed without one. */
function answerWithin<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the engine gave no answer within ${ms} ms`)), ms);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

export type Question = { typing: ChatMessage; text: string; history: ChatTurn[]; today: string };

const publishMessage = (replier: Replier, type: ChatMessageEventType, message: ChatMessage) =>
  publish(replier.env, replier.userId, { key: CHAT_MESSAGE_KEY, type, data: message });

/** The reply's text and widget; a widget with no `{widget}` place in the text goes after it. */
async function answerOf(replier: Replier, { typing, text, history, today }: Question) {
  const reply = await answerWithin(
    replier.assistant.answer({ text, history, today }, replier.tools),
    replier.timeoutMs ?? REPLY_TIMEOUT_MS,
  );
  const widget = reply.widget
    ? await acceptedWidget(replier.db, replier.organisationId, typing.id, reply.widget)
    : null;
  if (!widget) return { text: withoutWidgetPlace(reply.text), widget: null };
  const placed = reply.text.includes("{widget}") ? reply.text : `${reply.text}\n\n{widget}`;
  return { text: placed, widget };
}

/** The TYPING message finished; null when it is gone (the chat was cleared meanwhile). */
async function finish(
  db: Database,
  messageId: string,
  outcome: { status: "COMPLETED" | "FAILED"; text: string; widget: ChatWidget | null },
) {
  const [row] = await db
    .update(chatMessages)
    .set({ ...outcome, widget: outcome.widget ? JSON.stringify(outcome.widget) : null })
    .where(eq(chatMessages.id, messageId))
    .returning();
  return row ? chatMessageView(row) : null;
}

/**
 * Answers the seller's message in the background (after the POST has answered): MESSAGE_TYPING, then
 * the engine's reply stored over the TYPING message and MESSAGE_COMPLETED, or a friendly text and
 * MESSAGE_FAILED when the engine fails. Never throws (it runs in waitUntil).
 */
export async function reply(replier: Replier, question: Question): Promise<void> {
  const { db, userId } = replier;
  const { typing } = question;
  try {
    await publishMessage(replier, "MESSAGE_TYPING", typing);
    const started = Date.now();
    let finished: ChatMessage | null;
    try {
      finished = await finish(db, typing.id, { status: "COMPLETED", ...(await answerOf(replier, question)) });
    } catch (error) {
      console.error(JSON.stringify({ level: "error", event: "chat-reply", userId, error: String(error) }));
      finished = await finish(db, typing.id, { status: "FAILED", text: FAILED_REPLY_TEXT, widget: null });
    }
    await replier.settled?.();
    // The engine's answer with its widget checked and stored: bench/assistant.ts reads it from the log.
    console.log(
      JSON.stringify({
        level: "info",
        event: "chat-reply",
        messageId: typing.id,
        status: finished?.status ?? "CLEARED",
        ms: Date.now() - started,
      }),
    );
    if (finished) {
      await publishMessage(
        replier,
        finished.status === "COMPLETED" ? "MESSAGE_COMPLETED" : "MESSAGE_FAILED",
        finished,
      );
    }
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "chat-reply-lost", userId, error: String(error) }));
  }
}
