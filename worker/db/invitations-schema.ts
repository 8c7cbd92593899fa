/** Invitations into an organisation (issue 34 item 3; docs/teams.md). */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { INVITED_ROLES } from "../contracts/organisations/team.schemas";
import { organisations, users } from "./schema";

export const invitations = sqliteTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    /** Lower case: only this address may accept. */
    email: text("email").notNull(),
    role: text("role", { enum: INVITED_ROLES }).notNull(),
    /** SHA-256 (hex) of the link's 256-bit token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("invitations_organisation").on(table.organisationId, table.createdAt)],
);
