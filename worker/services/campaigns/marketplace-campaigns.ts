import { and, eq } from "drizzle-orm";
import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import { eligibilityBySku } from "../../amazon/eligibility";
import { AmazonRequestError } from "../../amazon/errors";
import { type ProductMetadata, productMetadataBySku } from "../../amazon/product-metadata";
import { productUrl } from "../../amazon/product-url";
import { listAll } from "../../amazon/sp-entities";
import { listPage } from "../../amazon/sp-list-page";
import { validationError } from "../../contracts/api-error";
import type {
  MarketplaceCampaign,
  MarketplaceCampaignPage,
  MarketplaceProductAd,
} from "../../contracts/campaigns/marketplace-campaigns";
import { advertisedSkus, managedCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";

export type MarketplaceSearch = {
  name: string;
  state: "ALL" | "PAUSED" | "ENABLED";
  limit: number;
  cursor?: string;
};

type SpCampaign = {
  campaignId: string;
  name?: string;
  state: string;
  targetingType?: string;
  budget?: { budget?: number };
  startDate?: string | null;
  endDate?: string | null;
};
type SpProductAd = { adId: string; campaignId: string; asin?: string; sku?: string };

/** Amazon's list filters for the dialog's search: name contains (broad), state only when one is picked. */
function campaignFilters({ name, state, limit, cursor }: MarketplaceSearch) {
  return {
    maxResults: limit,
    ...(cursor ? { nextToken: cursor } : {}),
    ...(name ? { nameFilter: { queryTermMatchType: "BROAD_MATCH", include: [name] } } : {}),
    ...(state === "PAUSED" || state === "ENABLED" ? { stateFilter: { include: [state] } } : {}),
  };
}

/** The page's campaigns Skupilot manages, with the SKU each was migrated for. */
async function managedOf(db: Database, profileId: number, campaignIds: string[]) {
  if (campaignIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ campaignId: managedCampaigns.campaignId, sku: advertisedSkus.sku })
    .from(managedCampaigns)
    .leftJoin(advertisedSkus, eq(advertisedSkus.id, managedCampaigns.advertisedSkuId))
    .where(and(eq(managedCampaigns.profileId, profileId), inList(managedCampaigns.campaignId, campaignIds)));
  return new Map(rows.map((row) => [row.campaignId, row.sku]));
}

/** The settings of the profile's SKUs among these, by SKU, in dollars. */
async function settingsOf(db: Database, profileId: number, skus: string[]) {
  if (skus.length === 0) return new Map<string, MarketplaceProductAd["skuSettings"]>();
  const rows = await db
    .select({
      sku: advertisedSkus.sku,
      budgetCents: advertisedSkus.maxDailyBudgetCents,
      bidMinCents: advertisedSkus.bidMinCents,
      bidMaxCents: advertisedSkus.bidMaxCents,
    })
    .from(advertisedSkus)
    .where(and(eq(advertisedSkus.profileId, profileId), inList(advertisedSkus.sku, skus)));
  return new Map(
    rows.map((row) => [
      row.sku,
      { maxDailyBudget: row.budgetCents / 100, bidMin: row.bidMinCents / 100, bidMax: row.bidMaxCents / 100 },
    ]),
  );
}

/**
 * The seller's campaigns as Amazon has them now (the Migrated list's "Amazon Campaigns" dialog):
 * a page of campaigns by name and state, each with its product ads described by the catalog and
 * their advertising eligibility, and whether Skupilot already manages them.
 */
export async function searchMarketplaceCampaigns(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  search: MarketplaceSearch,
): Promise<MarketplaceCampaignPage> {
  const page = await listPage<SpCampaign>(
    client,
    profile.amazonProfileId,
    "campaigns",
    campaignFilters(search),
  ).catch((error: unknown) => {
    if (search.cursor && error instanceof AmazonRequestError && error.status === 400) {
      throw validationError("cursor", "This page is no longer available; search again");
    }
    throw error;
  });
  const campaignIds = page.items.map((campaign) => String(campaign.campaignId));
  const ads =
    campaignIds.length === 0
      ? []
      : await listAll<SpProductAd>(client, profile.amazonProfileId, "productAds", {
          campaignIdFilter: { include: campaignIds },
        });
  const products = ads.flatMap((ad) => (ad.sku && ad.asin ? [{ asin: ad.asin, sku: ad.sku }] : []));
  const [metadata, eligibility, managed, stored] = await Promise.all([
    productMetadataBySku(
      client,
      profile.amazonProfileId,
      products.map((product) => product.sku),
    ),
    eligibilityBySku(client, profile.amazonProfileId, products),
    managedOf(db, profile.id, campaignIds),
    settingsOf(
      db,
      profile.id,
      products.map((product) => product.sku),
    ),
  ]);

  const productAd = (ad: SpProductAd): MarketplaceProductAd => {
    const sku = ad.sku ?? "";
    const asin = ad.asin ?? "";
    const details: ProductMetadata | undefined = metadata.get(sku);
    const image = details?.imageUrl ?? null;
    return {
      adId: String(ad.adId),
      metadata: {
        asin,
        sku,
        brand: details?.brand ?? null,
        title: details?.title ?? null,
        priceToPay: details?.priceToPay ?? null,
        thumbnail: image,
        imageUrl: image,
        url: productUrl(profile.countryCode, asin),
        category: details?.category ?? null,
        availability: details?.availability ?? null,
        eligibilityStatus: eligibility.get(sku)?.overallStatus ?? details?.eligibilityStatus ?? "INELIGIBLE",
        isAdded: managed.has(String(ad.campaignId)) && managed.get(String(ad.campaignId)) === sku,
      },
      skuSettings: stored.get(sku) ?? null,
    };
  };

  const campaigns: MarketplaceCampaign[] = page.items.map((campaign) => ({
    campaignId: String(campaign.campaignId),
    name: campaign.name ?? "",
    state: campaign.state,
    targetingType: campaign.targetingType ?? "",
    budget: { budget: campaign.budget?.budget ?? 0 },
    startDate: campaign.startDate ?? null,
    endDate: campaign.endDate ?? null,
    isAdded: managed.has(String(campaign.campaignId)),
    productAds: ads.filter((ad) => String(ad.campaignId) === String(campaign.campaignId)).map(productAd),
  }));
  return { campaigns, totalResults: page.totalResults, next: page.nextToken };
}
