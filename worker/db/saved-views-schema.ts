/** Saved views (issue 33): a seller's named filters, sort and columns of one list. */
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

export const savedViews = sqliteTable(
  "saved_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    /** Which list the view is of ('quick-launch', 'migrated'). */
    list: text("list").notNull(),
    name: text("name").notNull(),
    /** The ViewState as JSON, validated before it is stored. */
    view: text("view").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  // A name once a list: saving it again replaces the view.
  (table) => [uniqueIndex("saved_views_user_list_name").on(table.userId, table.list, table.name)],
);
