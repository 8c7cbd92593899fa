import { and, eq, isNull } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import type { OwnProfile } from "../../access/own-profile";
import { skuCampaignIds } from "../../access/skupilot-campaigns";
import { type RankProviderEnv, rankProviderOf } from "../../amazon/organic-rank";
import { NO_RANK_PROVIDER_MESSAGE } from "../../contracts/automation/organic-rank";
import type { DateRange } from "../../contracts/date-range";
import { centsToDollars } from "../../contracts/metrics";
import type { KeywordTarget, KeywordTargetPage } from "../../contracts/sku-targets/sku-targets";
import type { KeywordSortColumn } from "../../contracts/sku-targets/targeting-sort";
import { spKeywords } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { keywordBoosts, keywordOptions } from "../../db/keyword-boosts-schema";
import { keywordsInCampaigns } from "../../db/targeting-in-campaigns";
import { adGroupDefaultBids, defaultBidOf } from "../sku-targets/ad-group-default-bids";
import { contains, cursorPage, type SortedCursorQuery } from "../sku-targets/cursor-page";
import { targetingFiguresOf } from "../sku-targets/figures";
import { sortTargeting } from "../sku-targets/sort-targeting";

export type KeywordRow = typeof spKeywords.$inferSelect;

/** The keywords of the SKU's campaigns, as last synced, in text and match type order. */
export async function skuKeywords(db: Database, profileId: number, skuId: number): Promise<KeywordRow[]> {
  const campaignIds = await skuCampaignIds(db, profileId, skuId);
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(spKeywords)
    .where(keywordsInCampaigns(profileId, campaignIds))
    .orderBy(spKeywords.keywordText, spKeywords.matchType, spKeywords.keywordId);
}

/** Keyword texts the SKU already advertises (not archived), lower-cased. */
export const liveKeywordTexts = (keywords: KeywordRow[]) =>
  new Set(keywords.filter((row) => row.state !== "ARCHIVED").map((row) => row.keywordText.toLowerCase()));

/** The running boosts of these keywords, by keyword id. */
export async function activeBoosts(db: Database, profileId: number, keywordIds: string[]) {
  if (keywordIds.length === 0) return new Map<string, typeof keywordBoosts.$inferSelect>();
  const rows = await db
    .select()
    .from(keywordBoosts)
    .where(
      and(
        eq(keywordBoosts.profileId, profileId),
        inList(keywordBoosts.keywordId, keywordIds),
        isNull(keywordBoosts.stoppedAt),
      ),
    );
  return new Map(rows.map((row) => [row.keywordId, row]));
}

/** Keywords whose organic search optimisation is on. */
export async function organicFlags(db: Database, profileId: number, keywordIds: string[]) {
  if (keywordIds.length === 0) return new Set<string>();
  const rows = await db
    .select()
    .from(keywordOptions)
    .where(and(eq(keywordOptions.profileId, profileId), inList(keywordOptions.keywordId, keywordIds)));
  return new Set(rows.filter((row) => row.organicSearchOptimization).map((row) => row.keywordId));
}

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

const KEYWORD_TEXTS = {
  keyword: (row: KeywordTarget) => row.keywordText,
  matchType: (row: KeywordTarget) => row.matchType,
};

/**
 * GET /keywords/{profileId}/{skuId}: one cursor page, filtered by text, figures over the range, in the
 * order of the column asked (every filtered keyword is read to sort them; a SKU holds tens to hundreds).
 */
export async function skuKeywordPage(
  db: Database,
  profile: OwnProfile,
  skuId: number,
  query: SortedCursorQuery<KeywordSortColumn>,
  range: DateRange,
  env: RankProviderEnv = {},
): Promise<KeywordTargetPage> {
  await requireSku(db, profile.id, skuId);
  const keywords = (await skuKeywords(db, profile.id, skuId)).filter((row) =>
    contains(row.keywordText, query.q),
  );
  const shown = query.sort ? keywords : cursorPage(keywords, query).rows;
  const ids = shown.map((row) => row.keywordId);
  const [boosts, organic, reports, defaults] = await Promise.all([
    activeBoosts(db, profile.id, ids),
    organicFlags(db, profile.id, ids),
    targetingFiguresOf(db, profile.id, ids, range),
    adGroupDefaultBids(
      db,
      profile.id,
      shown.map((row) => row.adGroupId),
    ),
  ]);
  const views = shown.map((row): KeywordTarget => {
    const boost = boosts.get(row.keywordId);
    const report = reports.get(row.keywordId);
    return {
      id: row.keywordId,
      keywordText: row.keywordText,
      matchType: row.matchType,
      state: row.state,
      bid: dollars(row.bidCents),
      defaultBid: defaultBidOf(defaults, row.adGroupId),
      organicSearchOptimization: organic.has(row.keywordId),
      isBoosted: boost !== undefined,
      boostMaxBid: boost ? centsToDollars(boost.boostMaxBidCents) : null,
      campaignId: row.campaignId,
      ...(report && { report }),
    };
  });
  const page = query.sort
    ? cursorPage(sortTargeting(views, query.sort, query.order, KEYWORD_TEXTS), query)
    : { rows: views, next: cursorPage(keywords, query).next };
  return {
    keywords: page.rows,
    next: page.next,
    rankProvider: rankProviderOf(env)
      ? { configured: true, unavailableReason: null }
      : { configured: false, unavailableReason: NO_RANK_PROVIDER_MESSAGE },
  };
}
