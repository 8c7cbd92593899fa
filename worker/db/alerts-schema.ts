/**
 * Alerts (issue 33, item 4): the rules a seller turned on per profile, and the alerts raised for them
 * (the notification centre, and what is still to e-mail). A profile with no row of a kind has that
 * kind's default (contracts/alerts/alert-rules.ts).
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ALERT_DELIVERIES, ALERT_KINDS } from "../contracts/alerts/alert-rules";
import { amazonProfiles, users } from "./schema";

const profileId = () =>
  integer("profile_id")
    .notNull()
    .references(() => amazonProfiles.id);

export const alertRules = sqliteTable(
  "alert_rules",
  {
    profileId: profileId(),
    kind: text("kind", { enum: ALERT_KINDS }).notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    delivery: text("delivery", { enum: ALERT_DELIVERIES }).notNull(),
    /** The kind's parameters (beforeHour, points, days, lowStock), as the API takes them. */
    params: text("params", { mode: "json" }).$type<Record<string, number | boolean>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.kind] })],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    profileId: profileId(),
    kind: text("kind", { enum: ALERT_KINDS }).notNull(),
    /** One alert per condition a day (or month): raising the same key again adds nothing. */
    dedupeKey: text("dedupe_key").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    link: text("link").notNull(),
    /** The rule's delivery when it was raised: what is still to e-mail, at once or in the digest. */
    delivery: text("delivery", { enum: ALERT_DELIVERIES }).notNull(),
    /** On the marketplace's clock, as the rest of the automation's record. */
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    /** When its e-mail (at once or in a digest) was sent; null while one is due. */
    emailedAt: integer("emailed_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    uniqueIndex("notifications_user_key").on(table.userId, table.dedupeKey),
    index("notifications_user_id").on(table.userId, table.id),
  ],
);
