import { and, eq } from "drizzle-orm";
import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import { AmazonRequestError } from "../../amazon/errors";
import { productUrl } from "../../amazon/product-url";
import type {
  MarketplaceProduct,
  MarketplaceProductPage,
} from "../../contracts/advertised-skus/advertised-sku";
import { validationError } from "../../contracts/api-error";
import { advertisedSkus } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { type CatalogItem, catalogPage, MAX_CATALOG_PAGE } from "./catalog";

export type ProductSearch = { sku: string; limit: number; cursor?: string };

/** Catalog pages read at most for one SKU search (MAX_CATALOG_PAGE products each). */
const MAX_SCANNED_PAGES = 20;

const staleCursor = () => validationError("cursor", "This page is no longer available; search again");

const encodeOffset = (offset: number) => btoa(`sku-offset:${offset}`);
function decodeOffset(cursor: string): number {
  try {
    const match = /^sku-offset:(\d{1,9})$/.exec(atob(cursor));
    if (match) return Number(match[1]);
  } catch {
    // not base64: refused below
  }
  throw staleCursor();
}

/** Amazon's next page of the whole catalog; a cursor it no longer knows is the seller's to restart. */
async function browse(client: AdsClient, profile: OwnProfile, { limit, cursor }: ProductSearch) {
  const page = await catalogPage(client, profile.amazonProfileId, limit, cursor).catch((error: unknown) => {
    if (cursor && error instanceof AmazonRequestError && error.status === 400) throw staleCursor();
    throw error;
  });
  return { items: page.items, next: page.cursorToken };
}

/**
 * Amazon searches titles only, so a SKU search reads the catalog and keeps the SKUs containing the
 * text (any case); our cursor is the offset into those matches.
 */
async function searchBySku(client: AdsClient, profile: OwnProfile, { sku, limit, cursor }: ProductSearch) {
  const offset = cursor ? decodeOffset(cursor) : 0;
  const wanted = sku.toLowerCase();
  const matches: CatalogItem[] = [];
  let token: string | undefined;
  for (let pages = 0; pages < MAX_SCANNED_PAGES; pages += 1) {
    const page = await catalogPage(client, profile.amazonProfileId, MAX_CATALOG_PAGE, token);
    matches.push(...page.items.filter((item) => item.sku.toLowerCase().includes(wanted)));
    if (!page.cursorToken || matches.length > offset + limit) break;
    token = page.cursorToken;
  }
  const next = matches.length > offset + limit ? encodeOffset(offset + limit) : null;
  return { items: matches.slice(offset, offset + limit), next };
}

async function addedSkus(db: Database, profileId: number, skus: string[]) {
  if (skus.length === 0) return new Set<string>();
  const rows = await db
    .select({ sku: advertisedSkus.sku })
    .from(advertisedSkus)
    .where(and(eq(advertisedSkus.profileId, profileId), inList(advertisedSkus.sku, skus)));
  return new Set(rows.map((row) => row.sku));
}

/**
 * The Products dialog's cards (spec 001 §2): the seller's marketplace products, 10 a page, by SKU
 * text, with their Sponsored Products eligibility and whether the profile already advertises them.
 */
export async function searchMarketplaceProducts(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  search: ProductSearch,
): Promise<MarketplaceProductPage> {
  const { items, next } = search.sku
    ? await searchBySku(client, profile, search)
    : await browse(client, profile, search);
  const added = await addedSkus(
    db,
    profile.id,
    items.map((item) => item.sku),
  );
  const products: MarketplaceProduct[] = items.map((item) => ({
    sku: item.sku,
    asin: item.asin,
    imageUrl: item.imageUrl ?? null,
    title: item.title ?? null,
    priceToPay: item.priceToPay ?? null,
    brand: item.brand ?? null,
    category: item.category ?? null,
    availability: item.availability ?? null,
    eligibilityStatus: item.eligibilityStatus ?? "INELIGIBLE",
    isAdded: added.has(item.sku),
    bestSellerRank: item.bestSellerRank ?? null,
    url: productUrl(profile.countryCode, item.asin),
  }));
  return { products, next };
}
