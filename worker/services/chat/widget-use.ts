import { and, eq, sql } from "drizzle-orm";
import { ApiError } from "../../contracts/api-error";
import { CHAT_MESSAGE_KEY, type ChatMessage } from "../../contracts/realtime/chat-message-events";
import { chatMessages, chats } from "../../db/chat-schema";
import type { Database } from "../../db/client";
import { publish } from "../../realtime/publish";
import { chatMessageView } from "./messages";

export const WIDGET_USED_MESSAGE = "You have already used this widget";
export const NO_SUCH_WIDGET_MESSAGE = "This widget does not exist.";

/**
 * Takes the widget for one use before its action runs: the message must be an AI message of the
 * organisation's chat whose widget calls exactly this method and endpoint, and not used yet. One statement,
 * so two clicks at once cannot both take it. 1006 otherwise ("already used" when it was).
 */
export async function claimWidget(
  db: Database,
  organisationId: string,
  messageId: string,
  call: { method: string; endpoint: string },
) {
  const ofSeller = and(
    eq(chatMessages.id, messageId),
    eq(chatMessages.sender, "AI"),
    sql`${chatMessages.chatId} = (select ${chats.id} from ${chats} where ${chats.organisationId} = ${organisationId})`,
    sql`json_extract(${chatMessages.widget}, '$.method') = ${call.method}`,
    sql`json_extract(${chatMessages.widget}, '$.endpoint') = ${call.endpoint}`,
  );
  const [claimed] = await db
    .update(chatMessages)
    .set({ isWidgetUsed: true })
    .where(and(ofSeller, eq(chatMessages.isWidgetUsed, false)))
    .returning();
  if (claimed) return claimed;
  const [used] = await db.select({ id: chatMessages.id }).from(chatMessages).where(ofSeller).limit(1);
  throw new ApiError(1006, used ? WIDGET_USED_MESSAGE : NO_SUCH_WIDGET_MESSAGE);
}

/** Gives the widget back when its action failed, so the seller can try again. */
export async function releaseWidget(db: Database, messageId: string) {
  await db.update(chatMessages).set({ isWidgetUsed: false }).where(eq(chatMessages.id, messageId));
}

/** MESSAGE_UPDATED with the used message, to every tab of the seller. */
export async function publishWidgetUsed(env: Env, userId: string, message: typeof chatMessages.$inferSelect) {
  const data: ChatMessage = chatMessageView(message);
  await publish(env, userId, { key: CHAT_MESSAGE_KEY, type: "MESSAGE_UPDATED", data });
}
