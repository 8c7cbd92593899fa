/**
 * What Skupilot keeps beside Amazon's keywords and ASIN targets of an advertised SKU: keyword
 * boosts (spec 001 §4), each keyword's organic search optimisation, each ASIN target's placement
 * flags. Ids are Amazon's; money is integer cents.
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { advertisedSkus } from "./ads-schema";
import { amazonProfiles } from "./schema";

const profileId = () =>
  integer("profile_id")
    .notNull()
    .references(() => amazonProfiles.id);

/** A boost runs from started_at until stopped_at; the daily +50% schedule reads it (later issue). */
export const keywordBoosts = sqliteTable(
  "keyword_boosts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    profileId: profileId(),
    advertisedSkuId: integer("advertised_sku_id")
      .notNull()
      .references(() => advertisedSkus.id),
    keywordId: text("keyword_id").notNull(),
    boostMaxBidCents: integer("boost_max_bid_cents").notNull(),
    /** The keyword's bid when the boost started: the bid it goes back to. */
    baseBidCents: integer("base_bid_cents").notNull(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    stoppedAt: integer("stopped_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("keyword_boosts_keyword").on(table.profileId, table.keywordId)],
);

export const keywordOptions = sqliteTable(
  "keyword_options",
  {
    profileId: profileId(),
    keywordId: text("keyword_id").notNull(),
    organicSearchOptimization: integer("organic_search_optimization", { mode: "boolean" })
      .notNull()
      .default(false),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.keywordId] })],
);

export const targetOptions = sqliteTable(
  "target_options",
  {
    profileId: profileId(),
    targetId: text("target_id").notNull(),
    campaignId: text("campaign_id").notNull(),
    increaseProductPagesPlacement: integer("increase_product_pages_placement", { mode: "boolean" })
      .notNull()
      .default(false),
    increaseTopOfSearchPlacement: integer("increase_top_of_search_placement", { mode: "boolean" })
      .notNull()
      .default(false),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.targetId] }),
    index("target_options_campaign").on(table.profileId, table.campaignId),
  ],
);

/**
 * The organic rank of a product for a keyword on one local date of its marketplace, as the rank
 * provider answered (issue 29 item 3): the provider is asked at most once a day per (ASIN, keyword)
 * for an answer it gave (RANKS, NOT_FOUND, or QUOTA: out of searches until tomorrow); a failed call
 * (PROVIDER_ERROR) is kept too, for the seller to read, and tried again by the next run.
 */
export const organicRankChecks = sqliteTable(
  "organic_rank_checks",
  {
    profileId: profileId(),
    asin: text("asin").notNull(),
    /** The keyword's text, trimmed and lower case: the same text in two match types is one search. */
    keywordText: text("keyword_text").notNull(),
    /** YYYY-MM-DD in the marketplace's time zone. */
    localDate: text("local_date").notNull(),
    status: text("status", { enum: ["RANKS", "NOT_FOUND", "UNKNOWN"] }).notNull(),
    position: integer("position"),
    organicResultsRead: integer("organic_results_read"),
    cause: text("cause"),
    detail: text("detail"),
    /** Provider calls this answer cost (one per page read). */
    calls: integer("calls").notNull().default(0),
    checkedAt: integer("checked_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.asin, table.keywordText, table.localDate] })],
);
