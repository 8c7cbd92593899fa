import { requireSku } from "../../access/advertised-sku";
import type { ProfileAccess } from "../../access/profile-ads-client";
import type { RecommendedKeyword } from "../../contracts/sku-targets/sku-targets";
import type { Database } from "../../db/client";
import { type KeywordRecommendation, keywordRecommendations } from "../sku-targets/marketplace-queries";
import { liveKeywordTexts, skuKeywords } from "./keywords";

/** How many terms the marketplace is asked for (v5 gives at most 200). */
export const MAX_RECOMMENDED_KEYWORDS = 100;

const exactBid = (entry: KeywordRecommendation) =>
  entry.bidInfo?.find((info) => info.matchType === "EXACT")?.bid ?? null;

/** The marketplace's list as the screen shows it (see RecommendedKeyword for the derived scores). Pure. */
export function recommendedKeywordsOf(
  list: KeywordRecommendation[],
  advertised: Set<string>,
): RecommendedKeyword[] {
  const highestBid = Math.max(0, ...list.map((entry) => exactBid(entry) ?? 0));
  return list.map((entry, index) => {
    const bid = exactBid(entry);
    return {
      keyword: entry.keyword,
      searchVolume: entry.searchVolume ?? null,
      relativeScore: Math.max(1, Math.round(100 * (1 - index / list.length))),
      competitionIndex: bid === null || highestBid === 0 ? null : Math.round((100 * bid) / highestBid),
      isAdvertised: advertised.has(entry.keyword.toLowerCase()),
    };
  });
}

/** GET and POST /keywords/{profileId}/{skuId}/recommended: for the SKU's ASIN, filtered by `key` when given. */
export async function recommendedKeywords(
  db: Database,
  { profile, client }: ProfileAccess,
  skuId: number,
  key?: string,
): Promise<RecommendedKeyword[]> {
  const sku = await requireSku(db, profile.id, skuId);
  const [list, keywords] = await Promise.all([
    keywordRecommendations(client, profile.amazonProfileId, sku.asin, MAX_RECOMMENDED_KEYWORDS),
    skuKeywords(db, profile.id, skuId),
  ]);
  const all = recommendedKeywordsOf(list, liveKeywordTexts(keywords));
  const needle = key?.toLowerCase();
  return needle ? all.filter((entry) => entry.keyword.toLowerCase().includes(needle)) : all;
}
