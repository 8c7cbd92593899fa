import { subDays } from "date-fns";
import { and, desc, eq, gt, gte, isNull, or } from "drizzle-orm";
import { productMetadataBySku } from "../amazon/product-metadata";
import { automationChanges, automationHolds } from "../db/automation-schema";
import type { Database } from "../db/client";
import { inList } from "../db/in-list";
import { keywordBoosts, keywordOptions } from "../db/keyword-boosts-schema";
import { changeRecord } from "./change-rows";
import type { ProfileContext } from "./profile-context";
import type { BoostSnapshot, SkuSettings } from "./rules/rule-input";

const HISTORY_DAYS = 90;

/** Catalog availability by SKU (one call per 300 SKUs); unknown (absent) when Amazon does not answer. */
export async function availabilityBySku(context: ProfileContext, skus: SkuSettings[]) {
  try {
    const metadata = await productMetadataBySku(
      context.client,
      context.amazonProfileId,
      skus.map((sku) => sku.sku),
    );
    return new Map([...metadata].map(([sku, item]) => [sku, item.availability ?? null]));
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "automation-availability", error: String(error) }));
    return new Map<string, string | null>();
  }
}

/** Running boosts and those stopped in the last 90 days (stopping one restores its bid), by SKU. */
export async function boostsBySku(db: Database, profileId: number, skuIds: number[], now: Date) {
  const rows = await db
    .select()
    .from(keywordBoosts)
    .where(
      and(
        eq(keywordBoosts.profileId, profileId),
        inList(keywordBoosts.advertisedSkuId, skuIds),
        or(isNull(keywordBoosts.stoppedAt), gte(keywordBoosts.stoppedAt, subDays(now, HISTORY_DAYS))),
      ),
    );
  const bySku = new Map<number, BoostSnapshot[]>();
  for (const row of rows) {
    const boost = {
      keywordId: row.keywordId,
      boostMaxBidCents: row.boostMaxBidCents,
      baseBidCents: row.baseBidCents,
      startedAt: row.startedAt,
      stoppedAt: row.stoppedAt,
    };
    const list = bySku.get(row.advertisedSkuId);
    if (list) list.push(boost);
    else bySku.set(row.advertisedSkuId, [boost]);
  }
  return bySku;
}

/** Keyword ids with organic search optimisation switched on. */
export async function organicSearchKeywordIds(db: Database, profileId: number, keywordIds: string[]) {
  const rows = await db
    .select({ keywordId: keywordOptions.keywordId })
    .from(keywordOptions)
    .where(
      and(
        eq(keywordOptions.profileId, profileId),
        eq(keywordOptions.organicSearchOptimization, true),
        inList(keywordOptions.keywordId, keywordIds),
      ),
    );
  return new Set(rows.map((row) => row.keywordId));
}

/** The automation's own changes of the SKUs in the last 90 days, newest first, by SKU. */
export async function historyBySku(db: Database, profileId: number, skuIds: number[], now: Date) {
  const rows = await db
    .select()
    .from(automationChanges)
    .where(
      and(
        eq(automationChanges.profileId, profileId),
        inList(automationChanges.advertisedSkuId, skuIds),
        gte(automationChanges.plannedAt, subDays(now, HISTORY_DAYS)),
      ),
    )
    .orderBy(desc(automationChanges.plannedAt), desc(automationChanges.id));
  const bySku = new Map<number, ReturnType<typeof changeRecord>[]>();
  for (const row of rows) {
    const list = bySku.get(row.advertisedSkuId);
    if (list) list.push(changeRecord(row));
    else bySku.set(row.advertisedSkuId, [changeRecord(row)]);
  }
  return bySku;
}

/** Entities a seller's edit or undo holds the automation off, until their hold expires (compared with the job's `now`). */
export async function heldEntityIds(db: Database, profileId: number, now: Date) {
  const rows = await db
    .select({ entityId: automationHolds.entityId })
    .from(automationHolds)
    .where(and(eq(automationHolds.profileId, profileId), gt(automationHolds.until, now)));
  return rows.map((row) => row.entityId);
}
