import { and, desc, eq, lt, sql } from "drizzle-orm";
import { CHAT_PAGE_SIZE, type ChatMessagesPage } from "../../contracts/chat/chat.schemas";
import type { ChatMessage, ChatWidget } from "../../contracts/realtime/chat-message-events";
import { chatMessages } from "../../db/chat-schema";
import type { Database } from "../../db/client";

type MessageRow = typeof chatMessages.$inferSelect;

/**
 * A widget stored before the chat wrote labels itself (issue 32, M2) carries the engine's: it loses it,
 * and the button reads its type and action (document 001 §3).
 */
function ownLabelOnly(widget: ChatWidget): ChatWidget {
  if (widget.subject !== undefined) return widget;
  const { name: _engines, ...rest } = widget;
  return rest;
}

/** A stored message as the API and the channel send it. */
export function chatMessageView(row: MessageRow): ChatMessage {
  const widget = row.widget === null ? undefined : ownLabelOnly(JSON.parse(row.widget) as ChatWidget);
  return {
    id: row.id,
    chatId: row.chatId,
    sender: { type: row.sender },
    status: row.status,
    isWidgetUsed: row.isWidgetUsed,
    content: widget ? { text: row.text, widget } : { text: row.text },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores a message after every other of its chat; answers it as stored. */
export async function addMessage(
  db: Database,
  message: Pick<MessageRow, "chatId" | "sender" | "status" | "text">,
): Promise<ChatMessage> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      ...message,
      id: crypto.randomUUID(),
      position: sql`(select coalesce(max(${chatMessages.position}), 0) + 1 from ${chatMessages} where ${chatMessages.chatId} = ${message.chatId})`,
    })
    .returning();
  if (!row) throw new Error("the message was not stored");
  return chatMessageView(row);
}

/** One message by id, within a chat; null when it is gone (the chat was cleared meanwhile). */
export async function chatMessage(db: Database, chatId: string, messageId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.id, messageId)))
    .limit(1);
  return row ?? null;
}

/**
 * GET /chats/{chatId}/messages: the CHAT_PAGE_SIZE messages before `cursor` (the newest when none),
 * oldest first within the page; `next` is the cursor of the page before, null at the chat's start.
 */
export async function messagePage(db: Database, chatId: string, cursor?: string): Promise<ChatMessagesPage> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        cursor === undefined ? undefined : lt(chatMessages.position, Number(cursor)),
      ),
    )
    .orderBy(desc(chatMessages.position))
    .limit(CHAT_PAGE_SIZE + 1);
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  const oldest = page[0];
  return {
    messages: page.map(chatMessageView),
    next: rows.length > CHAT_PAGE_SIZE && oldest ? String(oldest.position) : null,
  };
}

/** The chat's last finished messages, oldest first, as the conversation an engine may read. */
export async function recentTurns(db: Database, chatId: string, limit: number) {
  const rows = await db
    .select({ sender: chatMessages.sender, text: chatMessages.text })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.status, "COMPLETED")))
    .orderBy(desc(chatMessages.position))
    .limit(limit);
  return rows.reverse();
}

/** PATCH /chats/{chatId}/clear: every message of the chat goes. */
export async function clearChat(db: Database, chatId: string): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.chatId, chatId));
}
