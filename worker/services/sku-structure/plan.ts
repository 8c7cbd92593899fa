/**
 * The campaigns Skupilot builds on Amazon for an advertised SKU (docs/campaign-structure.md), as a
 * pure function: the SKU's limits in, the entities to create out. Money in cents.
 */
import { MIN_CAMPAIGN_BUDGET_CENTS, splitBudget } from "../../automation/rules/split-budget";
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

/** The campaigns Advertise builds: they share the SKU's Max budget evenly at the start. */
export const ADVERTISE_CAMPAIGNS = 3;

/**
 * The `count` shares of the SKU's Max budget at the start, evenly (cents left over go to the first):
 * the campaigns of a SKU add up to its Max budget (docs/campaign-structure.md). A Max budget too
 * small for Amazon's minimum each gives the minimum; Advertise and the launches refuse it first.
 */
export function evenShares(maxDailyBudgetCents: number, count: number): number[] {
  const ids = Array.from({ length: count }, (_, index) => String(index));
  const split = splitBudget(
    maxDailyBudgetCents,
    ids.map((id) => ({ id, weight: 1 })),
  );
  return ids.map((id) => split?.get(id) ?? MIN_CAMPAIGN_BUDGET_CENTS);
}

const campaign = (
  sku: PlanSku,
  budgetCents: number,
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
  budgetCents,
  // Amazon refuses a bid over the campaign's daily budget: the campaign's share bounds it.
  bidCents: defaultBidCents({ ...sku, maxDailyBudgetCents: budgetCents }),
  keywords,
});

/**
 * A campaign joining the SKU's split (brand, competitor): its planned budget is an even share with
 * Advertise's three campaigns; the launch replaces it with its share of the SKU's split at that
 * moment (sku-structure/budget-split.ts), after lowering the others on Amazon.
 */
const joiningShare = (sku: PlanSku) => evenShares(sku.maxDailyBudgetCents, ADVERTISE_CAMPAIGNS + 1)[0] ?? 0;

/**
 * What Advertise builds: an AUTO campaign (its four auto clauses bid at the default bid), a MANUAL
 * keyword campaign and a MANUAL product-targeting campaign. The manual ones start without targets;
 * the SKU's Keywords and ASIN Targets panels add them to these campaigns' ad groups.
 */
export function advertisePlan(sku: PlanSku): PlannedCampaign[] {
  const [auto = 0, keyword = 0, product = 0] = evenShares(sku.maxDailyBudgetCents, ADVERTISE_CAMPAIGNS);
  return [
    campaign(sku, auto, "AUTO", "Auto", "AUTO"),
    campaign(sku, keyword, "KEYWORD", "Keywords (manual)", "MANUAL"),
    campaign(sku, product, "PRODUCT", "Product targets (manual)", "MANUAL"),
  ];
}

/** Launch Brand: the brand name as exact and phrase keywords. */
export const brandPlan = (sku: PlanSku, brand: string): PlannedCampaign =>
  campaign(sku, joiningShare(sku), "BRAND", `Brand ${brand.trim()}`, "MANUAL", [
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
    joiningShare(sku),
    "COMPETITOR",
    `Competitor ${competitor.competitorName.trim()}`,
    "MANUAL",
    [
      { keywordText: competitor.competitorName.trim(), matchType: "PHRASE" },
      { keywordText: competitor.competitorName.trim(), matchType: "BROAD" },
    ],
    competitor.id,
  );
