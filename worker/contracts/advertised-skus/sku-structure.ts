/**
 * Wire shapes of Advertise/Stop, Brand and Competitors (spec 001 §3 "Competitor", §7 "SKUs and
 * products", "Competitors").
 */

export type SkuCampaignRole = "AUTO" | "KEYWORD" | "PRODUCT" | "BRAND" | "COMPETITOR";

/** One campaign Skupilot built on Amazon for the SKU. */
export type SkuCampaign = { campaignId: string; name: string; role: SkuCampaignRole };

/** POST /campaigns/{profileId}/auto/{skuId}. */
export type AdvertiseResult = { advertisedSkuId: number; isAdvertised: true; campaigns: SkuCampaign[] };

/** PUT /advertised-sku/{profileId}/{skuId}/stop. */
export type StopResult = { advertisedSkuId: number; isAdvertised: false };

/** PUT /brands/{profileId}/{skuId}. */
export type BrandResult = { brand: string };
/** POST /brands/{profileId}/{skuId}/launch. */
export type BrandLaunchResult = { brand: string; isBrandAdvertised: true };

export type Competitor = { id: number; competitorName: string; isAdvertised: boolean };
/** GET /competitors/{profileId}/{skuId}. */
export type CompetitorList = { competitors: Competitor[] };
/** POST /competitors/{profileId}/{skuId}/{competitorId}/launch. */
export type CompetitorLaunchResult = { isAdvertised: true };
