import { and, eq } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import type { OwnProfile } from "../../access/own-profile";
import { skuCampaignIds } from "../../access/skupilot-campaigns";
import { productUrl } from "../../amazon/product-url";
import type { DateRange } from "../../contracts/date-range";
import { centsToDollars } from "../../contracts/metrics";
import type { AsinTarget, AsinTargetPage } from "../../contracts/sku-targets/sku-targets";
import type { AsinTargetSortColumn } from "../../contracts/sku-targets/targeting-sort";
import { spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { targetOptions } from "../../db/keyword-boosts-schema";
import { targetsInCampaigns } from "../../db/targeting-in-campaigns";
import { adGroupDefaultBids, defaultBidOf } from "./ad-group-default-bids";
import { exactAsinOf } from "./asin-expression";
import { contains, cursorPage, type SortedCursorQuery } from "./cursor-page";
import { targetingFiguresOf } from "./figures";
import { sortTargeting } from "./sort-targeting";

type TargetRow = typeof spTargets.$inferSelect;
export type SkuAsinTarget = { row: TargetRow; asin: string };

/** The ASIN targets (ASIN_SAME_AS clauses) of the SKU's campaigns, as last synced, ASIN order. */
export async function skuAsinTargets(
  db: Database,
  profileId: number,
  skuId: number,
): Promise<SkuAsinTarget[]> {
  const campaignIds = await skuCampaignIds(db, profileId, skuId);
  if (campaignIds.length === 0) return [];
  const rows = await db.select().from(spTargets).where(targetsInCampaigns(profileId, campaignIds));
  return rows
    .flatMap((row) => {
      const asin = exactAsinOf(row.expression);
      return asin ? [{ row, asin }] : [];
    })
    .sort((a, b) => a.asin.localeCompare(b.asin) || a.row.targetId.localeCompare(b.row.targetId));
}

/** Targets of the SKU that still serve or can: not archived. */
export const liveAsins = (targets: SkuAsinTarget[]) =>
  new Set(targets.filter((target) => target.row.state !== "ARCHIVED").map((target) => target.asin));

export async function optionsOf(db: Database, profileId: number, targetIds: string[]) {
  if (targetIds.length === 0) return new Map<string, typeof targetOptions.$inferSelect>();
  const rows = await db
    .select()
    .from(targetOptions)
    .where(and(eq(targetOptions.profileId, profileId), inList(targetOptions.targetId, targetIds)));
  return new Map(rows.map((row) => [row.targetId, row]));
}

export function asinTargetView(
  profile: OwnProfile,
  { row, asin }: SkuAsinTarget,
  defaultBid: number | null,
  options?: { increaseProductPagesPlacement: boolean; increaseTopOfSearchPlacement: boolean },
): AsinTarget {
  return {
    id: row.targetId,
    productAsin: asin,
    url: productUrl(profile.countryCode, asin),
    thumbnail: null,
    state: row.state,
    bid: row.bidCents === null ? null : centsToDollars(row.bidCents),
    defaultBid,
    increaseProductPagesPlacement: options?.increaseProductPagesPlacement ?? false,
    increaseTopOfSearchPlacement: options?.increaseTopOfSearchPlacement ?? false,
    campaignId: row.campaignId,
  };
}

const ASIN_TEXTS = { asin: (row: AsinTarget) => row.productAsin };

/** GET /targets/{profileId}/{skuId}: one cursor page, filtered by ASIN, figures over the range, in the order asked. */
export async function skuAsinTargetPage(
  db: Database,
  profile: OwnProfile,
  skuId: number,
  query: SortedCursorQuery<AsinTargetSortColumn>,
  range: DateRange,
): Promise<AsinTargetPage> {
  await requireSku(db, profile.id, skuId);
  const targets = (await skuAsinTargets(db, profile.id, skuId)).filter((target) =>
    contains(target.asin, query.q),
  );
  const shown = query.sort ? targets : cursorPage(targets, query).rows;
  const ids = shown.map((target) => target.row.targetId);
  const [options, reports, defaults] = await Promise.all([
    optionsOf(db, profile.id, ids),
    targetingFiguresOf(db, profile.id, ids, range),
    adGroupDefaultBids(
      db,
      profile.id,
      shown.map((target) => target.row.adGroupId),
    ),
  ]);
  const views = shown.map((target): AsinTarget => {
    const defaultBid = defaultBidOf(defaults, target.row.adGroupId);
    const view = asinTargetView(profile, target, defaultBid, options.get(target.row.targetId));
    const report = reports.get(target.row.targetId);
    return report ? { ...view, report } : view;
  });
  const page = query.sort
    ? cursorPage(sortTargeting(views, query.sort, query.order, ASIN_TEXTS), query)
    : { rows: views, next: cursorPage(targets, query).next };
  return { targets: page.rows, next: page.next };
}
