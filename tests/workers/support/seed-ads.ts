import { env } from "cloudflare:workers";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { marketplaceToday } from "../../../worker/clock/zone-clock";
import { shiftDate } from "../../../worker/contracts/date-range";
import { createDatabase } from "../../../worker/db/client";
import { refreshRunningTotals } from "../../../worker/mirror/campaign-running-totals";
import { refreshProfileDailyTotals } from "../../../worker/mirror/profile-daily-totals";
import { OWN_ORGANISATION_OF_USER_1 } from "./own-organisation";

export const TIMEZONE = "America/Los_Angeles";
let sequence = 0;

/** A connected account with one profile for the user (a US one unless told); answers our amazon_profiles.id. */
export async function seedProfile(
  userId: string,
  timezone = TIMEZONE,
  { countryCode, currencyCode } = { countryCode: "US", currencyCode: "USD" },
) {
  sequence += 1;
  const account = await env.DB.prepare(
    `insert into amazon_accounts (organisation_id, user_id, amazon_user_id, profile_name, profile_email, refresh_token_ciphertext) values (${OWN_ORGANISATION_OF_USER_1}, ?1, ?, 'seeded', 'seeded@example.com', 'x') returning token_id`,
  )
    .bind(userId, `amzn-${sequence}-${Date.now()}`)
    .first<{ token_id: number }>();
  const profile = await env.DB.prepare(
    "insert into amazon_profiles (token_id, amazon_profile_id, country_code, currency_code, timezone, account_name, account_type) values (?, ?, ?, ?, ?, ?, 'seller') returning id",
  )
    .bind(
      account?.token_id,
      `${9000000 + sequence}`,
      countryCode,
      currencyCode,
      timezone,
      `Seeded ${countryCode}`,
    )
    .first<{ id: number }>();
  if (!profile) throw new Error("seeding the profile failed");
  return profile.id;
}

export type SeedCampaign = {
  campaignId: string;
  name: string;
  state?: "ENABLED" | "PAUSED" | "ARCHIVED";
  targetingType?: "AUTO" | "MANUAL";
  budgetCents?: number;
  source?: "QUICK_LAUNCH" | "MIGRATED" | null;
};

/** A synced campaign, managed by Skupilot unless source is null. */
export async function seedCampaign(profileId: number, campaign: SeedCampaign) {
  const { campaignId, name, state = "ENABLED", targetingType = "AUTO", budgetCents = 1000 } = campaign;
  await env.DB.prepare(
    "insert into sp_campaigns (profile_id, campaign_id, name, state, targeting_type, budget_cents, start_date, bidding_strategy, placement_bidding, synced_at) values (?, ?, ?, ?, ?, ?, '2026-10-01', 'LEGACY_FOR_SALES', ?, 0)",
  )
    .bind(
      profileId,
      campaignId,
      name,
      state,
      targetingType,
      budgetCents,
      JSON.stringify([{ placement: "PLACEMENT_TOP", percentage: 50 }]),
    )
    .run();
  const source = campaign.source === undefined ? "QUICK_LAUNCH" : campaign.source;
  if (source) {
    await env.DB.prepare(
      "insert into managed_campaigns (profile_id, campaign_id, source, created_at) values (?, ?, ?, 0)",
    )
      .bind(profileId, campaignId, source)
      .run();
  }
}

/** A synced campaign marked migrated the way the tests mark them: managed, no advertised SKU recorded. */
export async function markMigrated(profileId: number, campaignId: string) {
  await env.DB.prepare(
    "insert or ignore into managed_campaigns (profile_id, campaign_id, source, created_at) values (?, ?, 'MIGRATED', ?)",
  )
    .bind(profileId, campaignId, Date.now())
    .run();
}

export type SeedFigures = {
  impressions: number;
  clicks: number;
  costCents: number;
  orders: number;
  salesCents: number;
  units: number;
};

/** The figures as the metric tables' columns bind them: impressions … units. */
const figureValues = ({ impressions, clicks, costCents, orders, salesCents, units }: SeedFigures) => [
  impressions,
  clicks,
  costCents,
  orders,
  salesCents,
  units,
];

/** A day's figures in the order reports name them; units sold equal orders unless given. */
export const figures = (
  impressions: number,
  clicks: number,
  costCents: number,
  orders: number,
  salesCents: number,
  units = orders,
): SeedFigures => ({ impressions, clicks, costCents, orders, salesCents, units });

/** One CAMPAIGN_PLACEMENT row of daily_metrics, and the stores derived from it refreshed as the sync does. */
export async function seedMetrics(
  profileId: number,
  campaignId: string,
  date: string,
  figures: SeedFigures,
  placement = "TOP_OF_SEARCH",
) {
  await env.DB.prepare(
    "insert into daily_metrics (profile_id, grain, entity_id, campaign_id, date, placement, impressions, clicks, cost_cents, orders, sales_cents, units) values (?, 'CAMPAIGN_PLACEMENT', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(profileId, campaignId, campaignId, date, placement, ...figureValues(figures))
    .run();
  const touched = { from: date, to: date, campaignIds: [campaignId] };
  await refreshRunningTotals(createDatabase(env.DB), profileId, touched);
  await refreshProfileDailyTotals(createDatabase(env.DB), profileId, touched);
}

/** Today in the marketplace (the sandbox's clock), and a date `days` from it. */
export async function marketplaceDay(days = 0, timezone = TIMEZONE) {
  return shiftDate(marketplaceToday(timezone, await marketplaceNow(env)), days);
}

/** An advertised SKU of the profile, linked to the managed campaign; answers its id. */
export async function seedAdvertisedSku(profileId: number, campaignId: string, sku: string, asin: string) {
  const row = await env.DB.prepare(
    "insert into advertised_skus (profile_id, sku, asin, max_daily_budget_cents, bid_min_cents, bid_max_cents) values (?, ?, ?, 1000, 2, 300) returning id",
  )
    .bind(profileId, sku, asin)
    .first<{ id: number }>();
  if (!row) throw new Error("seeding the advertised SKU failed");
  await env.DB.prepare(
    "update managed_campaigns set advertised_sku_id = ? where profile_id = ? and campaign_id = ?",
  )
    .bind(row.id, profileId, campaignId)
    .run();
  return row.id;
}

/** One TARGETING row of daily_metrics (a keyword's or target's figures on one day). */
export async function seedTargetMetrics(
  profileId: number,
  campaignId: string,
  targetId: string,
  date: string,
  figures: SeedFigures,
) {
  await env.DB.prepare(
    "insert into daily_metrics (profile_id, grain, entity_id, campaign_id, date, placement, impressions, clicks, cost_cents, orders, sales_cents, units) values (?, 'TARGETING', ?, ?, ?, '', ?, ?, ?, ?, ?, ?)",
  )
    .bind(profileId, targetId, campaignId, date, ...figureValues(figures))
    .run();
}

/** The campaign's synced ad group, the one seedKeyword and seedTarget put their rows in. */
export async function seedAdGroup(profileId: number, campaignId: string, defaultBidCents: number) {
  await env.DB.prepare(
    "insert into sp_ad_groups (profile_id, ad_group_id, campaign_id, name, state, default_bid_cents, synced_at) values (?, ?, ?, 'Ad group', 'ENABLED', ?, 0)",
  )
    .bind(profileId, `${campaignId}-ag`, campaignId, defaultBidCents)
    .run();
}

export type SeedKeyword = {
  keywordId: string;
  kind?: "KEYWORD" | "NEGATIVE" | "CAMPAIGN_NEGATIVE";
  keywordText: string;
  matchType: string;
  state?: string;
  bidCents?: number | null;
};

/** A synced keyword (or negative keyword) of the campaign. */
export async function seedKeyword(profileId: number, campaignId: string, keyword: SeedKeyword) {
  const { keywordId, kind = "KEYWORD", keywordText, matchType, state = "ENABLED", bidCents = null } = keyword;
  await env.DB.prepare(
    "insert into sp_keywords (profile_id, keyword_id, kind, campaign_id, ad_group_id, keyword_text, match_type, state, bid_cents, synced_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
  )
    .bind(
      profileId,
      keywordId,
      kind,
      campaignId,
      kind === "CAMPAIGN_NEGATIVE" ? null : `${campaignId}-ag`,
      keywordText,
      matchType,
      state,
      bidCents,
    )
    .run();
}

export type SeedTarget = {
  targetId: string;
  kind?: "TARGET" | "NEGATIVE" | "CAMPAIGN_NEGATIVE";
  expression: { type: string; value?: string }[];
  state?: string;
  bidCents?: number | null;
};

/** A synced targeting clause (or negative one) of the campaign. */
export async function seedTarget(profileId: number, campaignId: string, target: SeedTarget) {
  const { targetId, kind = "TARGET", expression, state = "ENABLED", bidCents = null } = target;
  await env.DB.prepare(
    "insert into sp_targets (profile_id, target_id, kind, campaign_id, ad_group_id, expression_type, expression, state, bid_cents, synced_at) values (?, ?, ?, ?, ?, 'MANUAL', ?, ?, ?, 0)",
  )
    .bind(
      profileId,
      targetId,
      kind,
      campaignId,
      kind === "CAMPAIGN_NEGATIVE" ? null : `${campaignId}-ag`,
      JSON.stringify(expression),
      state,
      bidCents,
    )
    .run();
}

/** One search_term_metrics row: a search term's figures on one day under one keyword or target. */
export async function seedSearchTerm(
  profileId: number,
  campaignId: string,
  targetingId: string,
  searchTerm: string,
  date: string,
  figures: SeedFigures,
) {
  await env.DB.prepare(
    "insert into search_term_metrics (profile_id, date, campaign_id, ad_group_id, targeting_id, search_term, impressions, clicks, cost_cents, orders, sales_cents, units) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(profileId, date, campaignId, `${campaignId}-ag`, targetingId, searchTerm, ...figureValues(figures))
    .run();
}
