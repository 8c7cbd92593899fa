import { sql } from "drizzle-orm";
import type { LaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import { productUrl } from "../../amazon/product-url";
import {
  type CampaignDetail,
  PLACEMENTS,
  type Placement,
  type PlacementRow,
} from "../../contracts/campaigns/campaign-detail";
import type { AdvertisedSkuLink } from "../../contracts/campaigns/campaign-list";
import type { DateRange } from "../../contracts/date-range";
import { addFigures, centsToDollars, type Figures, reportOf, ZERO_FIGURES } from "../../contracts/metrics";
import type { Database } from "../../db/client";
import { type FigureRow, figuresOf, SUM_FIGURES } from "../../db/figures-sql";

/** Our stored placement (from the report's placementClassification) → the bidding placement name. */
const PLACEMENT_OF_REPORT: Record<string, Placement> = {
  TOP_OF_SEARCH: "PLACEMENT_TOP",
  PRODUCT_PAGES: "PLACEMENT_PRODUCT_PAGE",
  REST_OF_SEARCH: "PLACEMENT_REST_OF_SEARCH",
};

async function placementFigures(db: Database, profileId: number, campaignId: string, range: DateRange) {
  const rows = await db.all<FigureRow & { placement: string }>(sql`
    select dm.placement as placement, ${SUM_FIGURES}
    from daily_metrics dm
    where dm.profile_id = ${profileId} and dm.campaign_id = ${campaignId}
      and dm.date between ${range.startDate} and ${range.endDate} and dm.grain = 'CAMPAIGN_PLACEMENT'
    group by dm.placement`);
  const byPlacement = new Map<Placement, Figures>();
  for (const row of rows) {
    const placement = PLACEMENT_OF_REPORT[row.placement] ?? "PLACEMENT_REST_OF_SEARCH";
    byPlacement.set(placement, addFigures(byPlacement.get(placement) ?? ZERO_FIGURES, figuresOf(row)));
  }
  return byPlacement;
}

function skuLinkOf(
  { advertisedSku }: LaunchedOrMigratedCampaign,
  countryCode: string,
): AdvertisedSkuLink | null {
  if (!advertisedSku) return null;
  const { asin, sku } = advertisedSku;
  return { asin, sku, url: productUrl(countryCode, asin) };
}

/**
 * The campaign page's summary (spec 000 §2.8, §3 "Campaign detail"): the campaign as last synced,
 * its figures over the range, and the three placements in a fixed order with their bid adjustment.
 * `report` is absent when the campaign (or placement) has no report rows in the range.
 */
export async function campaignDetail(
  db: Database,
  profileId: number,
  campaign: LaunchedOrMigratedCampaign,
  range: DateRange,
  countryCode: string,
): Promise<CampaignDetail> {
  const byPlacement = await placementFigures(db, profileId, campaign.campaignId, range);
  const percentageOf = (placement: Placement) =>
    placement === "PLACEMENT_REST_OF_SEARCH"
      ? null
      : (campaign.placementBidding.find((bid) => bid.placement === placement)?.percentage ?? 0);
  const placements = PLACEMENTS.map((placement): PlacementRow => {
    const figures = byPlacement.get(placement);
    const row: PlacementRow = { placement, percentage: percentageOf(placement) };
    if (figures) row.report = reportOf(figures);
    return row;
  });
  const detail: CampaignDetail = {
    id: campaign.campaignId,
    name: campaign.name,
    state: campaign.state,
    targetingType: campaign.targetingType,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    budget: { budget: centsToDollars(campaign.budgetCents) },
    source: campaign.source,
    advertisedSku: skuLinkOf(campaign, countryCode),
    advertisedSkuId: campaign.advertisedSku ? String(campaign.advertisedSku.id) : null,
    placements,
    dynamicBidding: { strategy: campaign.biddingStrategy, placementBidding: campaign.placementBidding },
  };
  if (byPlacement.size > 0)
    detail.report = reportOf([...byPlacement.values()].reduce(addFigures, ZERO_FIGURES));
  return detail;
}
