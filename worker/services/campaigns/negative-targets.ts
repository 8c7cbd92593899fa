import { and, eq, inArray, ne } from "drizzle-orm";
import { productUrl } from "../../amazon/product-url";
import type { CampaignNegativeTargets } from "../../contracts/campaigns/campaign-detail";
import { spKeywords, spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { exactAsinOf } from "../sku-targets/asin-expression";

const NEGATIVE_KINDS = ["NEGATIVE", "CAMPAIGN_NEGATIVE"] as const;

/**
 * The campaign's negative keywords and negative ASINs, in its ad groups and campaign-wide, as last
 * synced. Archived ones are left out: archiving is how Amazon deletes a negative. createdAt is
 * Amazon's creation time (null until the first sync that lists it).
 */
export async function campaignNegativeTargets(
  db: Database,
  profile: { id: number; countryCode: string },
  campaignId: string,
): Promise<CampaignNegativeTargets> {
  const [keywords, targets] = await Promise.all([
    db
      .select()
      .from(spKeywords)
      .where(
        and(
          eq(spKeywords.profileId, profile.id),
          eq(spKeywords.campaignId, campaignId),
          inArray(spKeywords.kind, [...NEGATIVE_KINDS]),
          ne(spKeywords.state, "ARCHIVED"),
        ),
      )
      .orderBy(spKeywords.keywordText, spKeywords.keywordId),
    db
      .select()
      .from(spTargets)
      .where(
        and(
          eq(spTargets.profileId, profile.id),
          eq(spTargets.campaignId, campaignId),
          inArray(spTargets.kind, [...NEGATIVE_KINDS]),
          ne(spTargets.state, "ARCHIVED"),
        ),
      )
      .orderBy(spTargets.targetId),
  ]);
  return {
    negativeKeywordTargets: keywords.map((keyword) => ({
      id: keyword.keywordId,
      keywordText: keyword.keywordText,
      matchType: keyword.matchType,
      state: keyword.state,
      createdAt: keyword.createdAt,
    })),
    negativeAsinTargets: targets.flatMap((target) => {
      const asin = exactAsinOf(target.expression);
      if (!asin) return [];
      return [
        {
          id: target.targetId,
          productAsin: asin,
          url: productUrl(profile.countryCode, asin),
          thumbnail: null,
          state: target.state,
          createdAt: target.createdAt,
        },
      ];
    }),
  };
}
