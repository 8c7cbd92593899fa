/**
 * GET /api/campaigns/{profileId}/auto/{skuId}/preview: what Advertise will do, before it does it
 * (issue 29, item 9). Read-only; money in dollars of the profile's marketplace.
 */
import type { SkuCampaignRole } from "./sku-structure";

/** One campaign Advertise builds (or enables again after a Stop). */
export type PreviewCampaign = {
  role: SkuCampaignRole;
  name: string;
  targetingType: "AUTO" | "MANUAL";
  /** What the campaign targets at the start, in a sentence. */
  targeting: string;
  /** Its daily budget: its share of the SKU's Max budget. */
  dailyBudget: number;
  /** The ad group's default bid. */
  defaultBid: number;
  /** The targets it starts with and their bids (the auto clauses, a brand's keywords…). */
  startingTargets: { label: string; bid: number }[];
  /** False after a Stop: the campaign was built before and is enabled again. */
  isNew: boolean;
};

/** One rule of the SKU's settings and what its first runs do. */
export type PreviewRule = {
  /** "Bid optimization", "Negative optimization"… */
  label: string;
  isOn: boolean;
  /** What the rule does first, or what turning it on would do. */
  firstChange: string;
};

export type AdvertisePreview = {
  advertisedSkuId: number;
  sku: string;
  /** The SKU's Max daily budget, and what the planned campaigns' daily budgets add up to. */
  maxDailyBudget: number;
  totalDailyBudget: number;
  bidMin: number;
  bidMax: number;
  campaigns: PreviewCampaign[];
  /** Campaigns of the SKU launched before (brand, competitors) that a Stop paused and Advertise enables again. */
  enabledAgain: { role: SkuCampaignRole; name: string }[];
  rules: PreviewRule[];
};
