/** Wire shapes of the Quick Launch and Migrated lists (spec 000 §3 "Campaign (list row)"). */
import type { Report } from "../metrics";

/** The advertised SKU a campaign was launched or migrated for. */
export type AdvertisedSkuLink = { asin: string; sku: string; url: string };

export type PlacementBidding = { placement: string; percentage: number };
export type DynamicBidding = { strategy: string | null; placementBidding: PlacementBidding[] };

export type CampaignListRow = {
  id: string;
  name: string;
  state: string;
  targetingType: string;
  startDate: string | null;
  budget: { budget: number };
  dynamicBidding: DynamicBidding;
  /** Set on migrated campaigns (and Quick Launch ones once SKUs exist). */
  advertisedSku?: AdvertisedSkuLink;
  report?: Report;
};

export type CampaignList = {
  campaigns: CampaignListRow[];
  total: { count: number } & Report;
  totalPages: number;
};
