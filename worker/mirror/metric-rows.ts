import type { ReportType } from "../amazon/reports";

type ReportRow = Record<string, string | number | null | undefined>;

export type Figures = {
  impressions: number;
  clicks: number;
  costCents: number;
  orders: number;
  salesCents: number;
  units: number;
};

export type DailyMetricRow = Figures & {
  grain: "CAMPAIGN_PLACEMENT" | "TARGETING" | "PRODUCT_AD";
  entityId: string;
  campaignId: string;
  date: string;
  placement: string;
};

export type SearchTermRow = Figures & {
  date: string;
  campaignId: string;
  adGroupId: string;
  targetingId: string;
  searchTerm: string;
};

const count = (value: unknown) => Math.round(Number(value ?? 0)) || 0;
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100) || 0;
const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

const figuresOf = (row: ReportRow): Figures => ({
  impressions: count(row.impressions),
  clicks: count(row.clicks),
  costCents: cents(row.cost),
  orders: count(row.purchases7d),
  salesCents: cents(row.sales7d),
  units: count(row.unitsSoldClicks7d),
});

/** Amazon's placement labels, as the three placements we store. */
export function placementOf(label: unknown): string {
  const name = text(label).toLowerCase();
  if (name.startsWith("top of search")) return "TOP_OF_SEARCH";
  if (name.startsWith("detail page") || name.includes("product page")) return "PRODUCT_PAGES";
  return "REST_OF_SEARCH";
}

/** A report's rows as rows of our tables (pure: a test or a benchmark can call it without a database). */
export function toMetricRows(type: ReportType, rows: ReportRow[]) {
  const daily: DailyMetricRow[] = [];
  const searchTerms: SearchTermRow[] = [];
  for (const row of rows) {
    const base = { date: text(row.date), campaignId: text(row.campaignId), ...figuresOf(row) };
    if (type === "spCampaigns") {
      daily.push({
        ...base,
        grain: "CAMPAIGN_PLACEMENT",
        entityId: base.campaignId,
        placement: placementOf(row.placementClassification),
      });
    } else if (type === "spTargeting") {
      daily.push({ ...base, grain: "TARGETING", entityId: text(row.keywordId), placement: "" });
    } else if (type === "spAdvertisedProduct") {
      daily.push({ ...base, grain: "PRODUCT_AD", entityId: text(row.adId), placement: "" });
    } else {
      searchTerms.push({
        ...base,
        adGroupId: text(row.adGroupId),
        targetingId: text(row.keywordId),
        searchTerm: text(row.searchTerm),
      });
    }
  }
  return { daily, searchTerms };
}
