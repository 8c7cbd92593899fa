/**
 * What a rule is handed: one advertised SKU's settings and the mirror of its campaigns, read at one
 * moment. Plain data, money in integer cents, dates `YYYY-MM-DD` in the SKU's marketplace time zone,
 * so a test or a benchmark builds it by hand.
 */

import type { ZoneClock } from "../../clock/zone-clock";
import type {
  NegativeOptimization,
  SearchTermExpansion,
  Seasonality,
  TargetBidExpansion,
} from "../../contracts/advertised-skus/advertised-sku";
import type { ChangeRecord } from "../../contracts/automation/change";
import type { OrganicRank } from "../../contracts/automation/organic-rank";
import type { Figures } from "../../contracts/metrics";

export type EntityState = "ENABLED" | "PAUSED" | "ARCHIVED";

/** The SKU's settings as stored (contracts/advertised-skus): bounds, target and optional settings. */
export type SkuSettings = {
  skuId: number;
  sku: string;
  asin: string;
  /** IANA zone of the profile's marketplace, like America/Los_Angeles. */
  timezone: string;
  /**
   * ISO 4217 code of the profile's marketplace (USD, GBP, EUR…): every amount of the SKU, and every
   * amount its rules write into a reason, is in it (issue 29).
   */
  currency: string;
  bidMinCents: number;
  bidMaxCents: number;
  maxDailyBudgetCents: number;
  /** The product's price at the last catalog read, in the SKU's currency; absent or null: not known. */
  priceCents?: number | null;
  /** Target ACOS in percent; a target ROAS is stored as its ACOS (100 / ROAS). Null: no target set. */
  targetAcos: number | null;
  seasonality: Seasonality | null;
  negativeOptimization: NegativeOptimization | null;
  searchTermExpansion: SearchTermExpansion | null;
  targetBidExpansion: TargetBidExpansion | null;
};

/** AUTO, KEYWORD, PRODUCT, BRAND, COMPETITOR for the campaigns Skupilot built; null for the seller's own. */
export type CampaignRole = "AUTO" | "KEYWORD" | "PRODUCT" | "BRAND" | "COMPETITOR" | null;

export type CampaignSnapshot = {
  campaignId: string;
  name: string;
  state: EntityState;
  targetingType: "AUTO" | "MANUAL";
  budgetCents: number;
  role: CampaignRole;
  /**
   * The seller built it on Amazon and migrated it into Skupilot (managed_campaigns source MIGRATED), for
   * this SKU or another one. Managed like the SKU's own by day parting and seasonality.
   */
  migrated: boolean;
  /**
   * The campaign also holds a live product ad of another SKU (a migrated campaign the seller built
   * for several products): this SKU's rules then switch its own product ad, never the campaign, and
   * leave the campaign's budget alone.
   */
  sharedWithOtherSkus: boolean;
};

export type AdGroupSnapshot = {
  adGroupId: string;
  campaignId: string;
  state: EntityState;
  defaultBidCents: number;
};

/** One of the SKU's own product ads (never another product's ad in a campaign they share). */
export type ProductAdSnapshot = { adId: string; campaignId: string; adGroupId: string; state: EntityState };

export type KeywordSnapshot = {
  keywordId: string;
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: "EXACT" | "PHRASE" | "BROAD";
  state: EntityState;
  bidCents: number;
};

/** A targeting clause: auto (close match, loose match, substitutes, complements) or manual (ASIN, category). */
export type TargetSnapshot = {
  targetId: string;
  campaignId: string;
  adGroupId: string;
  expressionType: "AUTO" | "MANUAL";
  /** Amazon's expression, like [{type: "ASIN_SAME_AS", value: "B0…"}] or [{type: "QUERY_HIGH_REL_MATCHES"}]. */
  expression: { type: string; value?: string }[];
  state: EntityState;
  /** The clause's own bid, or its ad group's default bid when it has none. */
  bidCents: number;
};

/** A negative keyword (NEGATIVE_EXACT / NEGATIVE_PHRASE) or negative ASIN target, ad group or campaign level. */
export type NegativeSnapshot = {
  campaignId: string;
  adGroupId: string | null;
  keywordText?: string;
  matchType?: "NEGATIVE_EXACT" | "NEGATIVE_PHRASE";
  asin?: string;
};

/** One keyword's or target's figures on one day (report spTargeting). */
export type TargetingDay = Figures & { targetingId: string; campaignId: string; date: string };

/** One search term's figures on one day, under the keyword or target that matched it (spSearchTerm). */
export type SearchTermDay = Figures & {
  campaignId: string;
  adGroupId: string;
  targetingId: string;
  searchTerm: string;
  date: string;
};

/** A campaign seen out of budget on a marketplace date, from the local hour of the first sync that saw it. */
export type BudgetOut = { campaignId: string; date: string; hour: number };

/** A running keyword boost (spec 001 §4): started at `startedAt`, stopped when `stoppedAt` is set. */
export type BoostSnapshot = {
  keywordId: string;
  boostMaxBidCents: number;
  baseBidCents: number;
  startedAt: Date;
  stoppedAt: Date | null;
};

export type SkuSnapshot = {
  settings: SkuSettings;
  campaigns: CampaignSnapshot[];
  adGroups: AdGroupSnapshot[];
  productAds: ProductAdSnapshot[];
  keywords: KeywordSnapshot[];
  targets: TargetSnapshot[];
  negatives: NegativeSnapshot[];
  /** The look-back the rules need (at most 90 days), oldest first. */
  targetingDays: TargetingDay[];
  searchTermDays: SearchTermDay[];
  /** The SKU's own daily figures (spAdvertisedProduct), for SKU-level ratios and shrinkage. */
  skuDays: (Figures & { date: string })[];
  /**
   * The whole profile's daily figures over the same look-back: what a click of the seller's campaigns
   * brings, the prior of a SKU with few orders of its own (revenue-per-click.ts). Absent: no prior.
   */
  sellerDays?: (Figures & { date: string })[];
  /**
   * The last date the profile's synced reports hold any row of (Amazon publishes a day hours after it
   * ends, so early in the day yesterday is often not there yet). Absent: not known, taken as yesterday.
   */
  reportedThrough?: string;
  /** Catalog availability at the last sync: "IN_STOCK", "OUT_OF_STOCK"…; null when unknown. */
  availability: string | null;
  boosts: BoostSnapshot[];
  /**
   * keywordId → organic rank today, for the keywords with a running boost or organic search on:
   * RANKS at a position (1 = first organic result), NOT_FOUND in the pages read, or UNKNOWN (no
   * provider, a failure, out of searches). A keyword absent here is unknown too.
   */
  organicRanks: Record<string, OrganicRank>;
  /** Keywords with organic search optimisation switched on (spec 001 §4). */
  organicSearchKeywordIds: string[];
  /** The automation's own changes of the last 90 days, newest first: cool-downs, undo, "only what we paused". */
  history: ChangeRecord[];
  /** Entities edited in Skupilot's UI whose hold has not expired: the automation leaves them alone. */
  heldEntityIds: string[];
  /**
   * campaignId → the daily budget the seller set on one of the SKU's own campaigns in Skupilot
   * (sku_campaigns.kept_budget_cents): kept as that campaign's share of the Max budget (BUDGET_SPLIT).
   * Absent: none kept.
   */
  keptBudgets?: Record<string, number>;
  /**
   * When each campaign, keyword and target was launched, as a `YYYY-MM-DD` in the SKU's zone (the
   * campaign's start date, Amazon's creation time of a keyword or target): a look-back longer than
   * an entity's life is written "since launch, N days" (rules/launch-age.ts). Absent: not known.
   */
  launchDates?: Record<string, string>;
  /** When the SKU's campaigns were seen out of budget (the sync's hourly look; rules/budget-bound.ts). */
  budgetOuts?: BudgetOut[];
};

/** The moment the rules run at, in UTC and in the SKU's zone. */
export type RuleClock = ZoneClock;

export type RuleInput = { snapshot: SkuSnapshot; clock: RuleClock; adLimitReached: boolean };
