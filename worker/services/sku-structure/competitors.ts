import { and, asc, eq, sql } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import type {
  Competitor,
  CompetitorLaunchResult,
  CompetitorList,
} from "../../contracts/advertised-skus/sku-structure";
import { ApiError, validationError } from "../../contracts/api-error";
import type { Database } from "../../db/client";
import { competitors } from "../../db/sku-structure-schema";
import { launchCampaign } from "./launch";
import { competitorPlan } from "./plan";
import { recordedCampaign } from "./sku-campaign-rows";

export const COMPETITOR_EXISTS = "This competitor has already been added";
export const COMPETITOR_LAUNCHED_RENAME = "A launched competitor can't be renamed";
export const COMPETITOR_LAUNCHED_DELETE = "A launched competitor can't be deleted";
export const COMPETITOR_ALREADY_LAUNCHED = "This competitor has already been launched";
export const COMPETITOR_NEEDS_ADVERTISED_SKU = "Start advertising the SKU before launching a competitor";

/**
 * Competitors one SKU may have (the spec names none): each launches a campaign of its own on Amazon,
 * and the SKU's panel and its rebuilds read them all at once.
 */
export const MAX_COMPETITORS_PER_SKU = 50;
export const COMPETITOR_LIMIT_REACHED = `A SKU can have at most ${MAX_COMPETITORS_PER_SKU} competitors`;

const view = (row: typeof competitors.$inferSelect): Competitor => ({
  id: row.id,
  competitorName: row.competitorName,
  isAdvertised: row.isAdvertised,
});

export async function listCompetitors(
  db: Database,
  profileId: number,
  skuId: number,
): Promise<CompetitorList> {
  const sku = await requireSku(db, profileId, skuId);
  const rows = await db
    .select()
    .from(competitors)
    .where(eq(competitors.advertisedSkuId, sku.id))
    .orderBy(asc(competitors.id));
  return { competitors: rows.map(view) };
}

/** The SKU's competitor; 1006 for any other id (another SKU's, another seller's, unknown). */
async function requireCompetitor(db: Database, profileId: number, skuId: number, competitorId: number) {
  const sku = await requireSku(db, profileId, skuId);
  const competitor = await db
    .select()
    .from(competitors)
    .where(and(eq(competitors.id, competitorId), eq(competitors.advertisedSkuId, sku.id)))
    .get();
  if (!competitor) throw new ApiError(1006, "This competitor is not one of this SKU's competitors.");
  return { sku, competitor };
}

/** Launched, or a launch began: its campaign on Amazon is named after it and recorded against it. */
const launchBegan = async (db: Database, skuId: number, competitor: { id: number; isAdvertised: boolean }) =>
  competitor.isAdvertised || (await recordedCampaign(db, skuId, "COMPETITOR", competitor.id)) !== undefined;

/** Competitor names are unique per SKU (each names its own campaign on Amazon). */
async function requireNewName(db: Database, skuId: number, name: string, exceptId?: number) {
  const same = await db
    .select({ id: competitors.id })
    .from(competitors)
    .where(
      and(eq(competitors.advertisedSkuId, skuId), sql`lower(${competitors.competitorName}) = lower(${name})`),
    )
    .all();
  if (same.some((row) => row.id !== exceptId)) throw validationError("competitorName", COMPETITOR_EXISTS);
}

export async function addCompetitor(db: Database, profileId: number, skuId: number, competitorName: string) {
  const sku = await requireSku(db, profileId, skuId);
  await requireNewName(db, sku.id, competitorName);
  // Inserted only while the SKU is under the cap, in the same statement: two adds at once cannot pass it.
  const [row] = await db
    .insert(competitors)
    .select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          advertisedSkuId: sql<number>`${sku.id}`.as("advertised_sku_id"),
          competitorName: sql<string>`${competitorName}`.as("competitor_name"),
          isAdvertised: sql<boolean>`0`.as("is_advertised"),
          createdAt: sql<Date>`${Date.now()}`.as("created_at"),
        })
        .from(sql`(select 1)`)
        .where(
          sql`(select count(*) from ${competitors} where ${competitors.advertisedSkuId} = ${sku.id}) < ${MAX_COMPETITORS_PER_SKU}`,
        ),
    )
    .returning();
  if (!row) throw validationError("competitorName", COMPETITOR_LIMIT_REACHED);
  return view(row);
}

export async function renameCompetitor(
  db: Database,
  profileId: number,
  skuId: number,
  competitorId: number,
  competitorName: string,
): Promise<Competitor> {
  const { sku, competitor } = await requireCompetitor(db, profileId, skuId, competitorId);
  if (await launchBegan(db, sku.id, competitor)) {
    throw validationError("competitorName", COMPETITOR_LAUNCHED_RENAME);
  }
  await requireNewName(db, sku.id, competitorName, competitor.id);
  await db.update(competitors).set({ competitorName }).where(eq(competitors.id, competitor.id));
  return { ...view(competitor), competitorName };
}

export async function deleteCompetitor(db: Database, profileId: number, skuId: number, competitorId: number) {
  const { sku, competitor } = await requireCompetitor(db, profileId, skuId, competitorId);
  if (await launchBegan(db, sku.id, competitor)) throw new ApiError(1005, COMPETITOR_LAUNCHED_DELETE);
  await db.delete(competitors).where(eq(competitors.id, competitor.id));
  return { id: competitor.id };
}

/** Launching a competitor: a campaign on its name; only for an advertised SKU, once. */
export async function launchCompetitor(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  skuId: number,
  competitorId: number,
): Promise<CompetitorLaunchResult> {
  const { sku, competitor } = await requireCompetitor(db, profile.id, skuId, competitorId);
  if (competitor.isAdvertised) throw new ApiError(1005, COMPETITOR_ALREADY_LAUNCHED);
  if (!sku.isAdvertised) throw new ApiError(1005, COMPETITOR_NEEDS_ADVERTISED_SKU);
  await launchCampaign(db, client, profile, sku, competitorPlan(sku, competitor));
  await db.update(competitors).set({ isAdvertised: true }).where(eq(competitors.id, competitor.id));
  return { isAdvertised: true };
}
