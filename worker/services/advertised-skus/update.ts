import { and, eq, sql } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import type {
  AdvertisedSkuSettings,
  AdvertisedSkuUpdateResult,
} from "../../contracts/advertised-skus/advertised-sku";
import {
  MAX_BELOW_MIN_MESSAGE,
  MIN_ABOVE_MAX_MESSAGE,
} from "../../contracts/advertised-skus/sku-fields.schemas";
import type { SkuUpdate } from "../../contracts/advertised-skus/sku-update.schemas";
import { validationError } from "../../contracts/api-error";
import { oneTarget, TARGETS_DISAGREE_MESSAGE } from "../../contracts/automation/target-acos";
import { advertisedSkus } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { type AmazonAccess, pushSkuLimits } from "../sku-structure/push-limits";
import type { SkuLimitsChange } from "../sku-structure/push-plan";
import { type AdvertisedSkuRow, skuSettingsView } from "./view";

export type AdvertisedSkuChange = SkuUpdate & Partial<AdvertisedSkuSettings>;

const cents = (dollars: number) => Math.round(dollars * 100);
const SETTINGS = [
  "seasonality",
  "negativeOptimization",
  "searchTermExpansion",
  "targetBidExpansion",
] as const;

/** A bid sent alone must keep its order with the stored other one (spec 001 §5, the list modals). */
function requireBidsInOrder(row: AdvertisedSkuRow, change: SkuUpdate["bidOptimization"]) {
  const bidMin = change?.bidMin === undefined ? undefined : cents(change.bidMin);
  const bidMax = change?.bidMax === undefined ? undefined : cents(change.bidMax);
  if (bidMin !== undefined && bidMax !== undefined) {
    if (bidMax < bidMin) throw validationError("bidOptimization.bidMax", MAX_BELOW_MIN_MESSAGE);
  } else if (bidMin !== undefined && bidMin > row.bidMaxCents) {
    throw validationError("bidOptimization.bidMin", MIN_ABOVE_MAX_MESSAGE);
  } else if (bidMax !== undefined && bidMax < row.bidMinCents) {
    throw validationError("bidOptimization.bidMax", MAX_BELOW_MIN_MESSAGE);
  }
  return { bidMin, bidMax };
}

/** The budget and bid range that differ from the stored ones: what Amazon's side must follow. */
function limitsChange(
  row: AdvertisedSkuRow,
  set: Partial<typeof advertisedSkus.$inferInsert>,
): SkuLimitsChange {
  const budgetCents = set.maxDailyBudgetCents;
  const minCents = set.bidMinCents ?? row.bidMinCents;
  const maxCents = set.bidMaxCents ?? row.bidMaxCents;
  const bidsChanged = minCents !== row.bidMinCents || maxCents !== row.bidMaxCents;
  return {
    ...(budgetCents !== undefined && budgetCents !== row.maxDailyBudgetCents && { budgetCents }),
    ...(bidsChanged && { bids: { minCents, maxCents } }),
  };
}

/**
 * Changes a SKU's budget, bids, target ACOS/ROAS and optional settings as sent; what is not sent
 * stays. A target sent either way is stored both ways (one goal, `oneTarget`); both sent must agree. 1006 (and nothing changes) unless the SKU is the profile's. For an advertised SKU a new
 * budget or bid range goes to its built campaigns on Amazon first (docs/campaign-structure.md);
 * when Amazon refuses, 1008 and nothing is stored. A refusal writes its amounts in the profile's currency.
 */
export async function updateAdvertisedSku(
  db: Database,
  amazon: AmazonAccess,
  profile: { id: number; currencyCode: string },
  skuId: number,
  change: AdvertisedSkuChange,
): Promise<AdvertisedSkuUpdateResult> {
  const profileId = profile.id;
  const row = await requireSku(db, profileId, skuId);
  const { bidMin, bidMax } = requireBidsInOrder(row, change.bidOptimization);
  const set: Partial<typeof advertisedSkus.$inferInsert> = {};
  if (change.maxDailyBudget !== undefined) set.maxDailyBudgetCents = cents(change.maxDailyBudget);
  if (bidMin !== undefined) set.bidMinCents = bidMin;
  if (bidMax !== undefined) set.bidMaxCents = bidMax;
  // One goal: saving either the target ACOS or the target ROAS stores both (ACOS = 100 / ROAS).
  const target = oneTarget(change.bidOptimization?.targetAcos, change.targetRoas?.targetRoas);
  if (target === null) throw validationError("targetRoas.targetRoas", TARGETS_DISAGREE_MESSAGE);
  if (target) Object.assign(set, target);
  for (const key of SETTINGS) {
    if (change[key] !== undefined) Object.assign(set, { [key]: change[key] });
  }
  const mirror = row.isAdvertised
    ? await pushSkuLimits(
        db,
        amazon,
        profileId,
        { id: row.id, sku: row.sku, currency: profile.currencyCode },
        limitsChange(row, set),
      )
    : [];
  const [updated] = await db.batch([
    db
      .update(advertisedSkus)
      .set({ ...set, updatedAt: sql`(unixepoch('subsec') * 1000)` })
      .where(and(eq(advertisedSkus.id, row.id), eq(advertisedSkus.profileId, profileId)))
      .returning(),
    ...mirror,
  ]);
  return skuSettingsView(updated[0] ?? row);
}
