/**
 * The marketplace as last synced: Sponsored Products entities and daily report figures per profile.
 * `profile_id` is our amazon_profiles.id. Money is integer cents (DESIGN.md).
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type {
  NegativeOptimization,
  SearchTermExpansion,
  TargetBidExpansion,
} from "../contracts/advertised-skus/advertised-sku";
import { SYNC_STATES } from "../contracts/sync-status";
import { figureColumns, figureColumnsOf } from "./figure-columns";
import { amazonProfiles } from "./schema";
import { seasonalityColumn } from "./seasonality-column";

const profileId = () =>
  integer("profile_id")
    .notNull()
    .references(() => amazonProfiles.id);
const syncedAt = () => integer("synced_at", { mode: "timestamp_ms" }).notNull();
/**
 * When the report that last wrote a row was stored (ms): a re-pulled report stamps every row it answers,
 * so its days' rows with an older stamp are the ones Amazon restated away (mirror/unreported-rows.ts).
 */
const pulledAt = () => integer("pulled_at").notNull().default(0);

export const spCampaigns = sqliteTable(
  "sp_campaigns",
  {
    profileId: profileId(),
    campaignId: text("campaign_id").notNull(),
    name: text("name").notNull(),
    state: text("state").notNull(),
    targetingType: text("targeting_type").notNull(),
    budgetCents: integer("budget_cents").notNull(),
    startDate: text("start_date"),
    endDate: text("end_date"),
    biddingStrategy: text("bidding_strategy"),
    /** [{placement, percentage}] as JSON. */
    placementBidding: text("placement_bidding", { mode: "json" }).$type<
      { placement: string; percentage: number }[]
    >(),
    servingStatus: text("serving_status"),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.campaignId] })],
);

export const spAdGroups = sqliteTable(
  "sp_ad_groups",
  {
    profileId: profileId(),
    adGroupId: text("ad_group_id").notNull(),
    campaignId: text("campaign_id").notNull(),
    name: text("name").notNull(),
    state: text("state").notNull(),
    defaultBidCents: integer("default_bid_cents").notNull(),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.adGroupId] })],
);

export const spProductAds = sqliteTable(
  "sp_product_ads",
  {
    profileId: profileId(),
    adId: text("ad_id").notNull(),
    campaignId: text("campaign_id").notNull(),
    adGroupId: text("ad_group_id").notNull(),
    sku: text("sku"),
    asin: text("asin"),
    state: text("state").notNull(),
    syncedAt: syncedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.adId] }),
    index("sp_product_ads_campaign").on(table.profileId, table.campaignId),
  ],
);

/** Keywords and their negatives; `level` tells ad-group negatives from campaign negatives. */
export const spKeywords = sqliteTable(
  "sp_keywords",
  {
    profileId: profileId(),
    keywordId: text("keyword_id").notNull(),
    kind: text("kind", { enum: ["KEYWORD", "NEGATIVE", "CAMPAIGN_NEGATIVE"] }).notNull(),
    campaignId: text("campaign_id").notNull(),
    adGroupId: text("ad_group_id"),
    keywordText: text("keyword_text").notNull(),
    matchType: text("match_type").notNull(),
    state: text("state").notNull(),
    bidCents: integer("bid_cents"),
    /** Amazon's creation time (ISO 8601): the campaign page shows a negative's, the automation a keyword's or target's age. */
    createdAt: text("created_at"),
    syncedAt: syncedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.kind, table.keywordId] }),
    index("sp_keywords_campaign").on(table.profileId, table.campaignId),
  ],
);

/** Targeting clauses (manual and auto) and their negatives. */
export const spTargets = sqliteTable(
  "sp_targets",
  {
    profileId: profileId(),
    targetId: text("target_id").notNull(),
    kind: text("kind", { enum: ["TARGET", "NEGATIVE", "CAMPAIGN_NEGATIVE"] }).notNull(),
    campaignId: text("campaign_id").notNull(),
    adGroupId: text("ad_group_id"),
    expressionType: text("expression_type"),
    expression: text("expression", { mode: "json" }).$type<{ type: string; value?: string }[]>().notNull(),
    state: text("state").notNull(),
    bidCents: integer("bid_cents"),
    /** Amazon's creation time (ISO 8601): the campaign page shows a negative's, the automation a keyword's or target's age. */
    createdAt: text("created_at"),
    syncedAt: syncedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.kind, table.targetId] }),
    index("sp_targets_campaign").on(table.profileId, table.campaignId),
  ],
);

/** Daily report figures, one row per (report, entity, date, placement); a re-pull replaces the row. */
export const dailyMetrics = sqliteTable(
  "daily_metrics",
  {
    profileId: profileId(),
    /** CAMPAIGN_PLACEMENT (spCampaigns), TARGETING (spTargeting), PRODUCT_AD (spAdvertisedProduct). */
    grain: text("grain", { enum: ["CAMPAIGN_PLACEMENT", "TARGETING", "PRODUCT_AD"] }).notNull(),
    entityId: text("entity_id").notNull(),
    campaignId: text("campaign_id").notNull(),
    date: text("date").notNull(),
    /** Placement for CAMPAIGN_PLACEMENT rows, "" otherwise. */
    placement: text("placement").notNull(),
    ...figureColumns(),
    pulledAt: pulledAt(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.grain, table.entityId, table.date, table.placement] }),
    index("daily_metrics_campaign_date").on(table.profileId, table.campaignId, table.date),
    /**
     * PRODUCT_AD rows whole, in key order: a SKU's figures are summed from here without a lookup per row
     * into the table (the rowid table would cost one per ad and day).
     */
    index("daily_metrics_product_ad_figures")
      .on(
        table.profileId,
        table.grain,
        table.entityId,
        table.date,
        table.placement,
        table.campaignId,
        ...figureColumnsOf(table),
      )
      .where(sql`${table.grain} = 'PRODUCT_AD'`),
  ],
);

/** spSearchTerm rows: what shoppers typed, per ad group and keyword or target. */
export const searchTermMetrics = sqliteTable(
  "search_term_metrics",
  {
    profileId: profileId(),
    date: text("date").notNull(),
    campaignId: text("campaign_id").notNull(),
    adGroupId: text("ad_group_id").notNull(),
    /** keywordId, or the targetId for targeting clauses. */
    targetingId: text("targeting_id").notNull(),
    searchTerm: text("search_term").notNull(),
    ...figureColumns(),
    pulledAt: pulledAt(),
  },
  (table) => [
    primaryKey({
      columns: [table.profileId, table.date, table.adGroupId, table.targetingId, table.searchTerm],
    }),
    /**
     * By campaign and term, with the figures: a profile's terms are summed per campaign and term in this
     * order, without sorting them or looking each row up in the table.
     */
    index("search_term_metrics_campaign_term").on(
      table.profileId,
      table.campaignId,
      table.searchTerm,
      table.date,
      ...figureColumnsOf(table),
    ),
  ],
);

/** Where each profile's sync stands; the UI reads it through GET /api/sync/status. */
export const syncStatus = sqliteTable("sync_status", {
  profileId: profileId().primaryKey(),
  state: text("state", { enum: SYNC_STATES }).notNull(),
  phase: text("phase"),
  /** 0..100 during a run. */
  progress: integer("progress").notNull().default(0),
  lastStartedAt: integer("last_started_at", { mode: "timestamp_ms" }),
  lastSucceededAt: integer("last_succeeded_at", { mode: "timestamp_ms" }),
  lastError: text("last_error"),
});

const timestampMs = (column: string) =>
  integer(column, { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

/**
 * A seller's product Skupilot advertises (one per profile and SKU), with the budget and bid bounds the
 * automations keep to. Issue #6 (Advertised SKUs) adds its settings columns here.
 */
export const advertisedSkus = sqliteTable(
  "advertised_skus",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    profileId: profileId(),
    sku: text("sku").notNull(),
    asin: text("asin").notNull(),
    title: text("title"),
    brand: text("brand"),
    thumbnail: text("thumbnail"),
    imageUrl: text("image_url"),
    priceCents: integer("price_cents"),
    currency: text("currency"),
    category: text("category"),
    maxDailyBudgetCents: integer("max_daily_budget_cents").notNull(),
    bidMinCents: integer("bid_min_cents").notNull(),
    bidMaxCents: integer("bid_max_cents").notNull(),
    isAdvertised: integer("is_advertised", { mode: "boolean" }).notNull().default(false),
    isBrandAdvertised: integer("is_brand_advertised", { mode: "boolean" }).notNull().default(false),
    targetAcos: real("target_acos"),
    targetRoas: real("target_roas"),
    /** The optional settings (spec 001 §3) as JSON, stored as validated; null = never set. */
    seasonality: seasonalityColumn("seasonality"),
    negativeOptimization: text("negative_optimization", { mode: "json" }).$type<NegativeOptimization>(),
    searchTermExpansion: text("search_term_expansion", { mode: "json" }).$type<SearchTermExpansion>(),
    targetBidExpansion: text("target_bid_expansion", { mode: "json" }).$type<TargetBidExpansion>(),
    createdAt: timestampMs("created_at"),
    updatedAt: timestampMs("updated_at"),
  },
  (table) => [uniqueIndex("advertised_skus_profile_sku").on(table.profileId, table.sku)],
);

/**
 * Campaigns Skupilot manages (launched by Quick Launch or migrated). Disconnecting an account pauses
 * these on Amazon; the rest of the seller's campaigns are never touched.
 */
export const managedCampaigns = sqliteTable(
  "managed_campaigns",
  {
    profileId: profileId(),
    campaignId: text("campaign_id").notNull(),
    source: text("source", { enum: ["QUICK_LAUNCH", "MIGRATED"] }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** The product this campaign advertises; set by migration (and Quick Launch). */
    advertisedSkuId: integer("advertised_sku_id").references(() => advertisedSkus.id),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.campaignId] })],
);
