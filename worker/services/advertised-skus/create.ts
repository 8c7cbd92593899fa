import { and, eq } from "drizzle-orm";
import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import { eligibilityBySku } from "../../amazon/eligibility";
import { productMetadataBySku } from "../../amazon/product-metadata";
import type { AdvertisedSku } from "../../contracts/advertised-skus/advertised-sku";
import type { NewSkuInput } from "../../contracts/advertised-skus/advertised-sku.schemas";
import { validationError } from "../../contracts/api-error";
import { advertisedSkus } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { skuCountsById } from "./counts";
import { advertisedSkuView, NO_COUNTS } from "./view";

export const ALREADY_ADDED_MESSAGE = "This SKU has already been added";
export const NOT_IN_CATALOG_MESSAGE = "This product is not in this profile's marketplace catalog";

const cents = (dollars: number) => Math.round(dollars * 100);

/** 1005 on the first item whose SKU the profile already has (or that the list repeats). */
async function refuseKnownSkus(db: Database, profileId: number, items: NewSkuInput[]) {
  const stored = await db
    .select({ sku: advertisedSkus.sku })
    .from(advertisedSkus)
    .where(
      and(
        eq(advertisedSkus.profileId, profileId),
        inList(
          advertisedSkus.sku,
          items.map((item) => item.sku),
        ),
      ),
    );
  const seen = new Set(stored.map((row) => row.sku));
  items.forEach((item, index) => {
    if (seen.has(item.sku)) throw validationError(`${index}.sku`, ALREADY_ADDED_MESSAGE);
    seen.add(item.sku);
  });
}

/** The marketplace's facts of each product; 1005 on an item it does not sell or would not let us advertise. */
async function requireEligibleProducts(client: AdsClient, amazonProfileId: string, items: NewSkuInput[]) {
  const skus = items.map((item) => item.sku);
  const metadata = await productMetadataBySku(client, amazonProfileId, skus);
  items.forEach((item, index) => {
    if (metadata.get(item.sku)?.asin.toUpperCase() !== item.asin) {
      throw validationError(`${index}.sku`, NOT_IN_CATALOG_MESSAGE);
    }
  });
  const eligibility = await eligibilityBySku(client, amazonProfileId, items);
  items.forEach((item, index) => {
    const status = eligibility.get(item.sku);
    if (status?.overallStatus === "ELIGIBLE") return;
    const why = status?.reasons.join(" ") || "Amazon did not confirm it is eligible.";
    throw validationError(`${index}.sku`, `This product can't be advertised on Amazon now (${why})`);
  });
  return metadata;
}

const isUniqueViolation = (error: unknown) => String(error).includes("UNIQUE constraint failed");

/**
 * Adds marketplace products as the profile's advertised SKUs with the seller's budget and bids
 * (spec 001 §2 Products dialog). All or nothing: a SKU already added, one the marketplace does not
 * sell for this profile, or one it would not let us advertise refuses the whole list.
 */
export async function createAdvertisedSkus(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  items: NewSkuInput[],
): Promise<AdvertisedSku[]> {
  await refuseKnownSkus(db, profile.id, items);
  const metadata = await requireEligibleProducts(client, profile.amazonProfileId, items);
  const rows = items.map((item) => {
    const product = metadata.get(item.sku);
    const price = product?.priceToPay ?? item.priceToPay ?? null;
    return {
      profileId: profile.id,
      sku: item.sku,
      asin: product?.asin ?? item.asin,
      title: product?.title ?? item.title,
      brand: product?.brand ?? item.brand,
      imageUrl: product?.imageUrl ?? item.imageUrl ?? item.thumbnail,
      thumbnail: item.thumbnail ?? product?.imageUrl ?? item.imageUrl,
      priceCents: price ? cents(price.amount) : null,
      currency: price?.currency ?? null,
      category: product?.category ?? item.category,
      maxDailyBudgetCents: cents(item.maxDailyBudget),
      bidMinCents: cents(item.bidOptimization.bidMin),
      bidMaxCents: cents(item.bidOptimization.bidMax),
    };
  });
  const [first, ...rest] = rows.map((row) => db.insert(advertisedSkus).values(row).returning());
  if (!first) return [];
  let inserted: (typeof advertisedSkus.$inferSelect)[][];
  try {
    inserted = await db.batch([first, ...rest]);
  } catch (error) {
    // Another request added one of them meanwhile.
    if (isUniqueViolation(error)) throw validationError("0.sku", ALREADY_ADDED_MESSAGE);
    throw error;
  }
  const created = inserted.flat();
  const counts = await skuCountsById(
    db,
    profile.id,
    created.map((row) => row.id),
  );
  return created.map((row) => advertisedSkuView(row, profile, counts.get(row.id) ?? NO_COUNTS));
}
