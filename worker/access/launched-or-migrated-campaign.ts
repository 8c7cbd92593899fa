import { sql } from "drizzle-orm";
import { ApiError } from "../contracts/api-error";
import type { Database } from "../db/client";

/** A campaign Skupilot launched (Quick Launch) or migrated (managed_campaigns), as last synced. Money in cents. */
export type LaunchedOrMigratedCampaign = {
  campaignId: string;
  name: string;
  state: string;
  targetingType: string;
  budgetCents: number;
  startDate: string | null;
  endDate: string | null;
  biddingStrategy: string | null;
  placementBidding: { placement: string; percentage: number }[];
  source: "QUICK_LAUNCH" | "MIGRATED";
  /** The product the campaign advertises, once migration or Quick Launch recorded it. */
  advertisedSku: { id: number; sku: string; asin: string } | null;
};

type Row = Omit<LaunchedOrMigratedCampaign, "placementBidding" | "advertisedSku"> & {
  placementBidding: string | null;
  skuId: number | null;
  sku: string | null;
  asin: string | null;
};

/**
 * The campaign if Skupilot launched or migrated it on this profile (the Quick Launch and Migrated
 * lists; not the campaigns built for a SKU); any other id, including another seller's, is 1006. The profile must already be checked to be the user's.
 */
export async function requireLaunchedOrMigratedCampaign(
  db: Database,
  profileId: number,
  campaignId: string,
): Promise<LaunchedOrMigratedCampaign> {
  const [row] = await db.all<Row>(sql`
    select c.campaign_id as campaignId, c.name, c.state, c.targeting_type as targetingType,
      c.budget_cents as budgetCents, c.start_date as startDate, c.end_date as endDate,
      c.bidding_strategy as biddingStrategy, c.placement_bidding as placementBidding, m.source,
      s.id as skuId, s.sku, s.asin
    from managed_campaigns m
    join sp_campaigns c on c.profile_id = m.profile_id and c.campaign_id = m.campaign_id
    left join advertised_skus s on s.id = m.advertised_sku_id and s.profile_id = m.profile_id
    where m.profile_id = ${profileId} and m.campaign_id = ${campaignId}`);
  if (!row) throw new ApiError(1006, "This campaign is not one Skupilot manages on this profile.");
  const { skuId, sku, asin, placementBidding, ...campaign } = row;
  return {
    ...campaign,
    placementBidding: placementBidding ? JSON.parse(placementBidding) : [],
    advertisedSku: skuId !== null && sku !== null && asin !== null ? { id: skuId, sku, asin } : null,
  };
}
