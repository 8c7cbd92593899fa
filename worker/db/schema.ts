import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { MEMBERSHIP_ROLES } from "../contracts/organisations/roles";

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
  /**
   * Sessions whose credentials were last confirmed before this are refused (auth/session-validity.ts):
   * set on a password change (and a reset or deletion) to end every other session.
   */
  sessionsValidAfter: integer("sessions_valid_after", { mode: "timestamp_ms" }),
  /** When the seller opened the link of the verification e-mail sent at sign-up (null: not yet). */
  emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
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
    role: text("role", { enum: MEMBERSHIP_ROLES }).notNull(),
    createdAt: timestamp("created_at"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.organisationId] })],
);

/**
 * Attempt counters of the API's limits (services/users/attempt-counter.ts): one row a key (`email-ip:…`,
 * `sign-up-ip:…`, `mail-email:…`, …) and fixed window, counted by one atomic upsert. Each row ends with
 * its own window (`expires_at`), whatever the window of the limit that sweeps the table.
 */
export const attemptCounters = sqliteTable(
  "attempt_counters",
  {
    key: text("key").primaryKey(),
    windowStartedAt: integer("window_started_at", { mode: "timestamp_ms" }).notNull(),
    attempts: integer("attempts").notNull(),
    /** Epoch milliseconds: the window's start plus the limit's window; the row counts for nothing after. */
    expiresAt: integer("expires_at").notNull().default(0),
  },
  (table) => [index("attempt_counters_expires_at").on(table.expiresAt)],
);

/**
 * A Login with Amazon grant, the organisation's (docs/teams.md): `user_id` is the member who connected
 * it, whose id also binds its encrypted tokens (amazon/token-crypto's context). The connect flow
 * (issue 4) fills it; the app gates read it.
 */
export const amazonAccounts = sqliteTable(
  "amazon_accounts",
  {
    tokenId: integer("token_id").primaryKey({ autoIncrement: true }),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id),
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
    index("amazon_accounts_organisation").on(table.organisationId),
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
  /** The organisation the account connects into (null only for a state made before organisations owned accounts). */
  organisationId: text("organisation_id").references(() => organisations.id),
  redirectUri: text("redirect_uri").notNull(),
  /** The PKCE verifier whose challenge the consent page got; null for a state stored before PKCE. */
  codeVerifier: text("code_verifier"),
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
    /** When the ticket reached the support address by e-mail (null: not yet; the queue retries). */
    supportMailedAt: integer("support_mailed_at", { mode: "timestamp_ms" }),
    /** When the seller's receipt was sent (null: not yet, or never: their address is not confirmed). */
    acknowledgedAt: integer("acknowledged_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("support_tickets_user").on(table.userId)],
);

/**
 * The links e-mailed for a password reset or an address check: only the SHA-256 of the token is kept,
 * so the table alone opens no account; each link works once (`used_at`) until `expires_at`.
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose", { enum: ["password-reset", "verify-email"] }).notNull(),
    /** The address the link was sent to: verifying it proves this address, not a later one. */
    email: text("email").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("account_tokens_user").on(table.userId, table.purpose)],
);

/**
 * Sessions ended before their time by their own id (a sign-out, a renewal under a new id;
 * auth/end-session.ts): the jwt callback refuses each until `expires_at`, its 30-day end, when its
 * cookie is refused anyway and the row can go (services/users/sessions.ts forgets them on the way).
 */
export const revokedSessions = sqliteTable(
  "revoked_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("revoked_sessions_user").on(table.userId, table.expiresAt)],
);
