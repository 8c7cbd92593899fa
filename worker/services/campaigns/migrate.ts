import { and, eq, sql } from "drizzle-orm";
import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import { eligibilityBySku } from "../../amazon/eligibility";
import { productMetadataBySku } from "../../amazon/product-metadata";
import { ApiError, validationError } from "../../contracts/api-error";
import type { MigrateResult } from "../../contracts/campaigns/marketplace-campaigns";
import type { MigratePayloadInput } from "../../contracts/campaigns/migrate.schemas";
import { advertisedSkus, managedCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { listEntities } from "../../mirror/list-entities";
import { storeEntities } from "../../mirror/store-entities";
import { updateAdvertisedSku } from "../advertised-skus/update";
import { advertisedSkuIdOf } from "../advertised-skus/upsert";

const cents = (dollars: number) => Math.round(dollars * 100);
const alreadyMigrated = () => validationError("amazonCampaignId", "This campaign has already been migrated");

const isManaged = async (db: Database, profileId: number, campaignId: string) =>
  (await db
    .select({ campaignId: managedCampaigns.campaignId })
    .from(managedCampaigns)
    .where(and(eq(managedCampaigns.profileId, profileId), eq(managedCampaigns.campaignId, campaignId)))
    .get()) !== undefined;

/** The campaign, its ad groups and product ads as Amazon has them now; 1006 unless it is the profile's. */
async function campaignOnAmazon(client: AdsClient, amazonProfileId: string, campaignId: string) {
  const filter = { campaignIdFilter: { include: [campaignId] } };
  const { campaigns, adGroups, productAds } = await listEntities(
    client,
    amazonProfileId,
    ["campaigns", "adGroups", "productAds"],
    filter,
  );
  const [campaign] = campaigns;
  if (!campaign) throw new ApiError(1006, "This campaign is not one of this profile's campaigns on Amazon.");
  return { campaign, adGroups, productAds };
}

/** Refuses a product Amazon would not let us advertise now (spec 000 §2.7: only ELIGIBLE ones migrate). */
async function requireEligible(client: AdsClient, amazonProfileId: string, asin: string, sku: string) {
  const eligibility = (await eligibilityBySku(client, amazonProfileId, [{ asin, sku }])).get(sku);
  if (eligibility?.overallStatus === "ELIGIBLE") return;
  const why = eligibility?.reasons.join(" ") || "Amazon did not confirm it is eligible.";
  throw validationError("sku", `This product can't be advertised on Amazon now (${why})`);
}

const storedSku = (db: Database, profileId: number, sku: string) =>
  db
    .select({ id: advertisedSkus.id })
    .from(advertisedSkus)
    .where(and(eq(advertisedSkus.profileId, profileId), eq(advertisedSkus.sku, sku)))
    .get();

/**
 * Brings a seller's existing Amazon campaign under Skupilot for one of its products: checks it on
 * Amazon, stores the product as an advertised SKU, mirrors the campaign's entities so the Migrated
 * list shows it at once, and marks it managed. A campaign migrates once: the managed_campaigns key
 * decides between concurrent requests, and the loser changes nothing.
 *
 * The form's Max budget and bids become the settings of a SKU not stored yet. A SKU that has settings
 * keeps them unless the request says `replaceSkuSettings: true` (the form asked the seller first);
 * then they change as a PUT of the SKU would change them, on its built campaigns too.
 */
export async function migrateCampaign(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  payload: MigratePayloadInput,
): Promise<MigrateResult> {
  const { amazonCampaignId: campaignId, sku, advertisedSku, replaceSkuSettings = false } = payload;
  if (await isManaged(db, profile.id, campaignId)) throw alreadyMigrated();

  const onAmazon = await campaignOnAmazon(client, profile.amazonProfileId, campaignId);
  const ad = onAmazon.productAds.find(
    (candidate) =>
      candidate.sku === sku && String(candidate.asin).toUpperCase() === payload.asin.toUpperCase(),
  );
  if (!ad) throw new ApiError(1006, "This product is not advertised in this campaign on Amazon.");
  const asin = String(ad.asin);
  const [, metadata] = await Promise.all([
    requireEligible(client, profile.amazonProfileId, asin, sku),
    productMetadataBySku(client, profile.amazonProfileId, [sku]).then((bySku) => bySku.get(sku)),
  ]);

  await storeEntities(db, profile.id, {
    campaigns: [onAmazon.campaign],
    adGroups: onAmazon.adGroups,
    productAds: onAmazon.productAds,
  });

  const claim = await db
    .insert(managedCampaigns)
    .values({ profileId: profile.id, campaignId, source: "MIGRATED", createdAt: new Date() })
    .onConflictDoNothing()
    .run();
  if (claim.meta.changes !== 1) throw alreadyMigrated();

  const price = advertisedSku.priceToPay ?? metadata?.priceToPay ?? null;
  const details = {
    asin,
    title: advertisedSku.title ?? metadata?.title ?? null,
    brand: advertisedSku.brand ?? metadata?.brand ?? null,
    thumbnail: advertisedSku.thumbnail ?? metadata?.imageUrl ?? null,
    imageUrl: metadata?.imageUrl ?? advertisedSku.thumbnail ?? null,
    priceCents: price ? cents(price.amount) : null,
    currency: price?.currency ?? null,
    category: advertisedSku.category ?? metadata?.category ?? null,
  };
  let skuSettings: MigrateResult["skuSettings"] = "NEW";
  try {
    const stored = await storedSku(db, profile.id, sku);
    if (stored) skuSettings = replaceSkuSettings ? "REPLACED" : "KEPT";
    if (stored && replaceSkuSettings) {
      const access = async () => ({ profile, client });
      await updateAdvertisedSku(db, access, profile, stored.id, {
        maxDailyBudget: advertisedSku.maxDailyBudget,
        bidOptimization: advertisedSku.bidOptimization,
      });
    }
    await db.batch([
      // A SKU stored meanwhile (another migration of it) keeps the settings it was stored with.
      db
        .insert(advertisedSkus)
        .values({
          profileId: profile.id,
          sku,
          ...details,
          maxDailyBudgetCents: cents(advertisedSku.maxDailyBudget),
          bidMinCents: cents(advertisedSku.bidOptimization.bidMin),
          bidMaxCents: cents(advertisedSku.bidOptimization.bidMax),
        })
        .onConflictDoUpdate({
          target: [advertisedSkus.profileId, advertisedSkus.sku],
          set: { ...details, updatedAt: sql`(unixepoch('subsec') * 1000)` },
        }),
      db
        .update(managedCampaigns)
        .set({ advertisedSkuId: advertisedSkuIdOf(profile.id, sku) })
        .where(and(eq(managedCampaigns.profileId, profile.id), eq(managedCampaigns.campaignId, campaignId))),
    ]);
  } catch (error) {
    // Give the campaign back, so the seller can try again.
    await db
      .delete(managedCampaigns)
      .where(and(eq(managedCampaigns.profileId, profile.id), eq(managedCampaigns.campaignId, campaignId)));
    throw error;
  }
  return { amazonCampaignId: campaignId, skuSettings };
}
