/**
 * The campaigns Skupilot builds on Amazon for an advertised SKU (docs/campaign-structure.md) and the
 * SKU's competitors. Ids are Amazon's; each is recorded the moment Amazon confirms it, so a retry
 * after a partial failure continues where the last attempt stopped.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { advertisedSkus } from "./ads-schema";
import { amazonProfiles } from "./schema";

export const SKU_CAMPAIGN_ROLES = ["AUTO", "KEYWORD", "PRODUCT", "BRAND", "COMPETITOR"] as const;
export type SkuCampaignRole = (typeof SKU_CAMPAIGN_ROLES)[number];

export const competitors = sqliteTable(
  "competitors",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    advertisedSkuId: integer("advertised_sku_id")
      .notNull()
      .references(() => advertisedSkus.id),
    competitorName: text("competitor_name").notNull(),
    isAdvertised: integer("is_advertised", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("competitors_sku").on(table.advertisedSkuId)],
);

export const skuCampaigns = sqliteTable(
  "sku_campaigns",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => amazonProfiles.id),
    advertisedSkuId: integer("advertised_sku_id")
      .notNull()
      .references(() => advertisedSkus.id),
    role: text("role", { enum: SKU_CAMPAIGN_ROLES }).notNull(),
    /** Set for role COMPETITOR only. */
    competitorId: integer("competitor_id").references(() => competitors.id),
    campaignId: text("campaign_id").notNull(),
    adGroupId: text("ad_group_id"),
    adId: text("ad_id"),
    /** Every piece of the campaign exists on Amazon (ad group, product ad, bids, keywords). */
    isComplete: integer("is_complete", { mode: "boolean" }).notNull().default(false),
    /**
     * The daily budget the seller set on this campaign in Skupilot (campaign page or list): kept as
     * its share of the SKU's Max budget, the rest split among the others (BUDGET_SPLIT). Null: split.
     */
    keptBudgetCents: integer("kept_budget_cents"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    uniqueIndex("sku_campaigns_profile_campaign").on(table.profileId, table.campaignId),
    index("sku_campaigns_sku").on(table.advertisedSkuId),
  ],
);
