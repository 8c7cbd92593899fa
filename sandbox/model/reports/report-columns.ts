/**
 * Reporting v3 columns the sandbox can fill, computed from an aggregated group of fact rows and
 * the entities it refers to. Money is rounded to cents, rates to four decimals.
 */
import { round2, round4 } from "../core/numbers";
import type { Placement } from "../entities";
import type { FactRow } from "../metrics";
import type { Metrics } from "../queries/aggregate-facts";
import type { Profile } from "../state";

export interface GroupContext {
  profile: Profile;
  /** A representative row of the group: its dimensions are the group's. */
  row: FactRow;
  metrics: Metrics;
  startDate: string;
  endDate: string;
}

const PLACEMENT_NAMES: Record<Placement, string> = {
  PLACEMENT_TOP: "Top of Search on-Amazon",
  PLACEMENT_REST_OF_SEARCH: "Other on-Amazon",
  PLACEMENT_PRODUCT_PAGE: "Detail Page on-Amazon",
};

const ratio = (a: number, b: number) => (b > 0 ? round4(a / b) : null);

type Getter = (group: GroupContext) => string | number | null;

function campaignOf(group: GroupContext) {
  return group.profile.ads.campaigns.find((campaign) => campaign.campaignId === group.row.campaignId);
}

function adGroupOf(group: GroupContext) {
  return group.profile.ads.adGroups.find((adGroup) => adGroup.adGroupId === group.row.adGroupId);
}

const DIMENSIONS: Record<string, Getter> = {
  date: (g) => g.row.date,
  startDate: (g) => g.startDate,
  endDate: (g) => g.endDate,
  campaignId: (g) => g.row.campaignId,
  campaignName: (g) => campaignOf(g)?.name ?? null,
  campaignStatus: (g) => campaignOf(g)?.state ?? null,
  campaignBudgetAmount: (g) => campaignOf(g)?.budget.budget ?? null,
  campaignBudgetType: () => "DAILY",
  campaignBudgetCurrencyCode: (g) => g.profile.currencyCode,
  adGroupId: (g) => g.row.adGroupId,
  adGroupName: (g) => adGroupOf(g)?.name ?? null,
  adId: (g) => g.row.adId,
  advertisedAsin: (g) => g.row.asin,
  advertisedSku: (g) => g.row.sku,
  keywordId: (g) => g.row.targetingId,
  keyword: (g) => (g.row.targetingKind === "KEYWORD" ? g.row.targeting : null),
  keywordType: (g) => g.row.matchType,
  matchType: (g) => g.row.matchType,
  targeting: (g) => g.row.targeting,
  searchTerm: (g) => g.row.searchTerm,
  placementClassification: (g) => PLACEMENT_NAMES[g.row.placement],
};

const METRICS: Record<string, Getter> = {
  impressions: (g) => g.metrics.impressions,
  clicks: (g) => g.metrics.clicks,
  cost: (g) => round2(g.metrics.cost),
  spend: (g) => round2(g.metrics.cost),
  costPerClick: (g) => (g.metrics.clicks > 0 ? round2(g.metrics.cost / g.metrics.clicks) : null),
  clickThroughRate: (g) => ratio(g.metrics.clicks, g.metrics.impressions),
};
for (const days of [1, 7, 14, 30] as const) {
  const purchases = (g: GroupContext) => g.metrics[`purchases${days}d`];
  const sales = (g: GroupContext) => round2(g.metrics[`sales${days}d`]);
  const units = (g: GroupContext) => g.metrics[`units${days}d`];
  METRICS[`purchases${days}d`] = purchases;
  METRICS[`purchasesSameSku${days}d`] = purchases;
  METRICS[`sales${days}d`] = sales;
  METRICS[`attributedSalesSameSku${days}d`] = sales;
  METRICS[`unitsSoldClicks${days}d`] = units;
  METRICS[`unitsSoldSameSku${days}d`] = units;
  METRICS[`acosClicks${days}d`] = (g) => ratio(g.metrics.cost * 100, g.metrics[`sales${days}d`]);
  METRICS[`roasClicks${days}d`] = (g) => ratio(g.metrics[`sales${days}d`], g.metrics.cost);
}

export const REPORT_COLUMNS: Readonly<Record<string, Getter>> = { ...DIMENSIONS, ...METRICS };

export function isKnownColumn(column: string): boolean {
  return column in REPORT_COLUMNS;
}
