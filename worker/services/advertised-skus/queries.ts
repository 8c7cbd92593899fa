import { and, count, desc, eq, not, or, type SQL, sql } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import type { OwnProfile } from "../../access/own-profile";
import type {
  AdvertisedSku,
  AdvertisedSkuPage,
  Seasonality,
} from "../../contracts/advertised-skus/advertised-sku";
import type { SkuSortColumn } from "../../contracts/advertised-skus/advertised-sku.schemas";
import { ApiError } from "../../contracts/api-error";
import type { SortOrder } from "../../contracts/campaign-filters";
import { advertisedSkus } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { advertisedThroughMigratedCampaigns } from "../../db/migrated-skus-sql";
import { skuCountsById } from "./counts";
import { migratedCampaignsBySku } from "./migrated-campaigns";
import { type AdvertisedSkuRow, advertisedSkuView, NO_COUNTS } from "./view";

export type SkuPageQuery = {
  page: number;
  limit: number;
  isAdvertised?: boolean;
  q: string;
  sort?: SkuSortColumn;
  order?: SortOrder;
};

const newestFirst = [desc(advertisedSkus.createdAt), desc(advertisedSkus.id)];
/** Advertised means with Skupilot's campaigns or through migrated ones (the automation governs both). */
const advertised = or(eq(advertisedSkus.isAdvertised, true), advertisedThroughMigratedCampaigns);

async function views(db: Database, profile: OwnProfile, rows: AdvertisedSkuRow[]): Promise<AdvertisedSku[]> {
  const [counts, migrated] = await Promise.all([
    skuCountsById(
      db,
      profile.id,
      rows.map((row) => row.id),
    ),
    migratedCampaignsBySku(db, profile.id, rows),
  ]);
  return rows.map((row) =>
    advertisedSkuView(row, profile, counts.get(row.id) ?? NO_COUNTS, migrated.get(row.id) ?? []),
  );
}

/** What each sortable column of the SKU list orders by. */
const SORT_KEYS: Record<SkuSortColumn, SQL> = {
  title: sql`${advertisedSkus.title} collate nocase`,
  asin: sql`${advertisedSkus.asin}`,
  sku: sql`${advertisedSkus.sku} collate nocase`,
  price: sql`${advertisedSkus.priceCents}`,
  maxDailyBudget: sql`${advertisedSkus.maxDailyBudgetCents}`,
  bidMin: sql`${advertisedSkus.bidMinCents}`,
  bidMax: sql`${advertisedSkus.bidMaxCents}`,
  status: sql`case when ${advertised} then 1 else 0 end`,
};

/** The column's order, rows without a value (no title, no price) last either way, then by id. */
const orderOf = (sort: SkuSortColumn, order: SortOrder = "asc") => {
  const key = SORT_KEYS[sort];
  return [sql`(${key}) is null`, sql`${key} ${sql.raw(order)}`, sql`${advertisedSkus.id} ${sql.raw(order)}`];
};

/**
 * One page of the profile's SKUs, newest first or by the column asked, filtered by state and by SKU
 * text (case-insensitive).
 */
export async function advertisedSkuPage(
  db: Database,
  profile: OwnProfile,
  query: SkuPageQuery,
): Promise<AdvertisedSkuPage> {
  const conditions: SQL[] = [eq(advertisedSkus.profileId, profile.id)];
  if (query.isAdvertised === true && advertised) conditions.push(advertised);
  if (query.isAdvertised === false && advertised) conditions.push(not(advertised));
  if (query.q !== "") conditions.push(sql`instr(lower(${advertisedSkus.sku}), lower(${query.q})) > 0`);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(advertisedSkus)
      .where(where)
      .orderBy(...(query.sort ? orderOf(query.sort, query.order) : newestFirst))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ totalCount: count() }).from(advertisedSkus).where(where),
  ]);
  const totalCount = total?.totalCount ?? 0;
  return {
    advertisedSKUs: await views(db, profile, rows),
    totalCount,
    totalPages: Math.ceil(totalCount / query.limit),
  };
}

/** Every SKU of the profile (the web indexes them by id). */
export async function allAdvertisedSkus(db: Database, profile: OwnProfile): Promise<AdvertisedSku[]> {
  const rows = await db
    .select()
    .from(advertisedSkus)
    .where(eq(advertisedSkus.profileId, profile.id))
    .orderBy(...newestFirst);
  return views(db, profile, rows);
}

/** The SKU's saved seasonality (null when never set or not the profile's SKU): what a PUT may keep. */
export async function storedSeasonality(
  db: Database,
  profileId: number,
  skuId: number,
): Promise<Seasonality | null> {
  const row = await db
    .select({ seasonality: advertisedSkus.seasonality })
    .from(advertisedSkus)
    .where(and(eq(advertisedSkus.id, skuId), eq(advertisedSkus.profileId, profileId)))
    .get();
  return row?.seasonality ?? null;
}

export async function advertisedSkuDetail(
  db: Database,
  profile: OwnProfile,
  skuId: number,
): Promise<AdvertisedSku> {
  const [view] = await views(db, profile, [await requireSku(db, profile.id, skuId)]);
  if (!view) throw new ApiError(1006, "This SKU is not one of this profile's advertised SKUs.");
  return view;
}
