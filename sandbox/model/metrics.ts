/**
 * Recorded results at the finest grain (day × ad × targeting × placement × search term). Reports
 * (spCampaigns, spTargeting, spSearchTerm, spAdvertisedProduct) are sums of these rows. Orders are
 * added to the row of the click's day as they happen, so recent days restate for ~30 days.
 */
import type { Placement } from "./entities";
import { emptyHourlyFigures, type HourlyFigures } from "./hourly";

export type AttributionWindow = 1 | 7 | 14 | 30;
export const ATTRIBUTION_WINDOWS: readonly AttributionWindow[] = [1, 7, 14, 30];

export interface FactRow {
  /** Local date (profile time zone) of the impressions and clicks. */
  date: string;
  campaignId: string;
  adGroupId: string;
  adId: string;
  sku: string;
  asin: string;
  /** keywordId or targetId that won the auction. */
  targetingId: string;
  targetingKind: "KEYWORD" | "TARGET";
  /** Report "targeting" text: keyword text, `asin="B0…"`, `close-match`… */
  targeting: string;
  /** EXACT/PHRASE/BROAD, TARGETING_EXPRESSION or TARGETING_EXPRESSION_PREDEFINED. */
  matchType: string;
  placement: Placement;
  searchTerm: string;
  impressions: number;
  clicks: number;
  cost: number;
  purchases1d: number;
  purchases7d: number;
  purchases14d: number;
  purchases30d: number;
  sales1d: number;
  sales7d: number;
  sales14d: number;
  sales30d: number;
  units1d: number;
  units7d: number;
  units14d: number;
  units30d: number;
}

/** An order already decided at click time, not yet happened. */
export interface PendingConversion {
  /** Hour index (hours since epoch) when the order happens. */
  at: number;
  /** Key of the fact row it is attributed to. */
  key: string;
  lagHours: number;
  units: number;
  sales: number;
}

export interface ProfileMetrics {
  facts: FactRow[];
  /** Per ad and UTC hour (model/hourly.ts); absent in a world stored before it was kept. */
  hourly?: HourlyFigures;
  pending: PendingConversion[];
  /** Spend per campaign on the current local day. */
  spend: { date: string; byCampaign: Record<string, number> };
  /** Organic units per product on the current local day (velocity feed). */
  organicToday: Record<string, number>;
  /** Ad units per product on the current local day. */
  adUnitsToday: Record<string, number>;
  /** Campaigns whose budget ran out on the current local day, with the budget they had then. */
  outOfBudget: Record<string, number>;
}

export function factKey(
  row: Pick<FactRow, "date" | "adId" | "targetingId" | "placement" | "searchTerm">,
): string {
  return `${row.date}|${row.adId}|${row.targetingId}|${row.placement}|${row.searchTerm}`;
}

export function emptyProfileMetrics(date: string): ProfileMetrics {
  return {
    facts: [],
    hourly: emptyHourlyFigures(),
    pending: [],
    spend: { date, byCampaign: {} },
    organicToday: {},
    adUnitsToday: {},
    outOfBudget: {},
  };
}
