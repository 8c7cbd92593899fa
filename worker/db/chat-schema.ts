/**
 * The AI assistant's chat (issue 19; document 001 §3, §4): one chat per organisation (`user_id`: the
 * member who opened it; docs/teams.md), made on first use, and
 * its messages. `position` orders a chat's messages (the seller's message before the reply it gets,
 * even within one millisecond) and is the paging cursor; a cleared chat starts again from 1.
 */
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { organisations, users } from "./schema";

const timestamp = (column: string) =>
  integer(column, { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const chats = sqliteTable("chats", {
  id: text("id").primaryKey(),
  organisationId: text("organisation_id")
    .notNull()
    .unique()
    .references(() => organisations.id),
  userId: text("user_id")
    .notNull()
    .references(() => users.id),
  createdAt: timestamp("created_at"),
});

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: text("id").primaryKey(),
    chatId: text("chat_id")
      .notNull()
      .references(() => chats.id),
    position: integer("position").notNull(),
    sender: text("sender", { enum: ["USER", "AI"] }).notNull(),
    status: text("status", { enum: ["TYPING", "COMPLETED", "FAILED"] }).notNull(),
    text: text("text").notNull(),
    /** The ChatWidget as JSON (validated before it is stored); null when the message has none. */
    widget: text("widget"),
    isWidgetUsed: integer("is_widget_used", { mode: "boolean" }).notNull().default(false),
    createdAt: timestamp("created_at"),
  },
  (table) => [
    // Paging newest first: the chat's messages by position, descending.
    uniqueIndex("chat_messages_chat_position").on(table.chatId, table.position),
  ],
);
