import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const timestamp = (column: string) =>
  integer(column, { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** Set by the billing work; null means no plan chosen yet. */
  tariffPlan: text("tariff_plan", { enum: ["START_UP", "SCALE_UP", "PROFESSIONAL"] }),
  isAdLimitReached: integer("is_ad_limit_reached", { mode: "boolean" }).notNull().default(false),
  createdAt: timestamp("created_at"),
  updatedAt: timestamp("updated_at"),
});

export const organisations = sqliteTable("organisations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  createdAt: timestamp("created_at"),
});

export const memberships = sqliteTable(
  "memberships",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
    role: text("role", { enum: ["owner", "member"] }).notNull(),
    createdAt: timestamp("created_at"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.organisationId] })],
);

/** Failed password sign-ins, kept for the rate limit window. */
export const signInFailures = sqliteTable(
  "sign_in_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    failedAt: integer("failed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("sign_in_failures_email_failed_at").on(table.email, table.failedAt)],
);

/** A seller's Login with Amazon grant. The connect flow (issue 4) fills it; the app gates read it. */
export const amazonAccounts = sqliteTable(
  "amazon_accounts",
  {
    tokenId: integer("token_id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    /** Login with Amazon's user id: reconnecting the same Amazon user updates this row. */
    amazonUserId: text("amazon_user_id").notNull().default(""),
    profileName: text("profile_name").notNull(),
    profileEmail: text("profile_email").notNull(),
    state: text("state", { enum: ["VALID", "INVALID"] })
      .notNull()
      .default("VALID"),
    refreshTokenCiphertext: text("refresh_token_ciphertext").notNull(),
    accessTokenCiphertext: text("access_token_ciphertext"),
    accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
  },
  (table) => [
    index("amazon_accounts_user").on(table.userId),
    uniqueIndex("amazon_accounts_user_amazon_user").on(table.userId, table.amazonUserId),
  ],
);

export const amazonProfiles = sqliteTable(
  "amazon_profiles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenId: integer("token_id")
      .notNull()
      .references(() => amazonAccounts.tokenId),
    amazonProfileId: text("amazon_profile_id").notNull(),
    countryCode: text("country_code").notNull(),
    currencyCode: text("currency_code").notNull(),
    timezone: text("timezone").notNull(),
    accountName: text("account_name").notNull(),
    accountType: text("account_type").notNull(),
    accountId: text("account_id").notNull().default(""),
    marketplaceStringId: text("marketplace_string_id").notNull().default(""),
    createdAt: timestamp("created_at"),
  },
  (table) => [
    index("amazon_profiles_token").on(table.tokenId),
    uniqueIndex("amazon_profiles_token_profile").on(table.tokenId, table.amazonProfileId),
  ],
);

/** Login with Amazon `state` values: bound to the user, single use, short-lived. */
export const oauthStates = sqliteTable("oauth_states", {
  state: text("state").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id),
  redirectUri: text("redirect_uri").notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
});

/** Help page support requests (document 001 §2, §5). */
export const supportTickets = sqliteTable(
  "support_tickets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    businessName: text("business_name").notNull(),
    reason: text("reason").notNull(),
    description: text("description").notNull(),
    createdAt: timestamp("created_at"),
  },
  (table) => [index("support_tickets_user").on(table.userId)],
);
