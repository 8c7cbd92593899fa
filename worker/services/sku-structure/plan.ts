/**
 * The campaigns Skupilot builds on Amazon for an advertised SKU (docs/campaign-structure.md), as a
 * pure function: the SKU's limits in, the entities to create out. Money in cents.
 */
import type { SkuCampaignRole } from "../../db/sku-structure-schema";

export type PlanSku = {
  sku: string;
  maxDailyBudgetCents: number;
  bidMinCents: number;
  bidMaxCents: number;
};

export type PlannedKeyword = { keywordText: string; matchType: "EXACT" | "PHRASE" | "BROAD" };

export type PlannedCampaign = {
  role: SkuCampaignRole;
  competitorId: number | null;
  name: string;
  targetingType: "AUTO" | "MANUAL";
  budgetCents: number;
  /** The ad group's default bid, and every auto clause's and keyword's bid. */
  bidCents: number;
  keywords: PlannedKeyword[];
};

/** Amazon's limit for campaign and ad group names. */
export const NAME_MAX_LENGTH = 128;
const SEPARATOR = " · ";

/** The four auto-targeting clauses Amazon gives an AUTO campaign's ad group. */
export const AUTO_CLAUSES = [
  "QUERY_HIGH_REL_MATCHES",
  "QUERY_BROAD_REL_MATCHES",
  "ASIN_ACCESSORY_RELATED",
  "ASIN_SUBSTITUTE_RELATED",
] as const;

const shortened = (text: string, room: number) => (text.length > room ? `${text.slice(0, room - 1)}…` : text);

/** `<SKU> · <what>`, within Amazon's name limit: the SKU gives way first, a very long label too. */
export function campaignName(sku: string, label: string): string {
  const room = NAME_MAX_LENGTH - SEPARATOR.length;
  const what = shortened(label, room - Math.min(sku.length, 16));
  return `${shortened(sku, room - what.length)}${SEPARATOR}${what}`;
}

/**
 * The midpoint of the SKU's bid range in whole cents; lowered to the daily budget when the range
 * lies above it (Amazon refuses a bid over the budget), but never below the SKU's min bid.
 */
export function defaultBidCents({ bidMinCents, bidMaxCents, maxDailyBudgetCents }: PlanSku): number {
  const middle = Math.round((bidMinCents + bidMaxCents) / 2);
  return Math.max(Math.min(middle, bidMaxCents, maxDailyBudgetCents), bidMinCents);
}

const campaign = (
  sku: PlanSku,
  role: SkuCampaignRole,
  label: string,
  targetingType: PlannedCampaign["targetingType"],
  keywords: PlannedKeyword[] = [],
  competitorId: number | null = null,
): PlannedCampaign => ({
  role,
  competitorId,
  name: campaignName(sku.sku, label),
  targetingType,
  budgetCents: sku.maxDailyBudgetCents,
  bidCents: defaultBidCents(sku),
  keywords,
});

/**
 * What Advertise builds: an AUTO campaign (its four auto clauses bid at the default bid), a MANUAL
 * keyword campaign and a MANUAL product-targeting campaign. The manual ones start without targets;
 * the SKU's Keywords and ASIN Targets panels add them to these campaigns' ad groups.
 */
export const advertisePlan = (sku: PlanSku): PlannedCampaign[] => [
  campaign(sku, "AUTO", "Auto", "AUTO"),
  campaign(sku, "KEYWORD", "Keywords (manual)", "MANUAL"),
  campaign(sku, "PRODUCT", "Product targets (manual)", "MANUAL"),
];

/** Launch Brand: the brand name as exact and phrase keywords. */
export const brandPlan = (sku: PlanSku, brand: string): PlannedCampaign =>
  campaign(sku, "BRAND", `Brand ${brand.trim()}`, "MANUAL", [
    { keywordText: brand.trim(), matchType: "EXACT" },
    { keywordText: brand.trim(), matchType: "PHRASE" },
  ]);

/** Launching a competitor: its name as phrase and broad keywords. */
export const competitorPlan = (
  sku: PlanSku,
  competitor: { id: number; competitorName: string },
): PlannedCampaign =>
  campaign(
    sku,
    "COMPETITOR",
    `Competitor ${competitor.competitorName.trim()}`,
    "MANUAL",
    [
      { keywordText: competitor.competitorName.trim(), matchType: "PHRASE" },
      { keywordText: competitor.competitorName.trim(), matchType: "BROAD" },
    ],
    competitor.id,
  );
