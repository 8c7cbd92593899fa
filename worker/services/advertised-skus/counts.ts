import { and, count, eq, ne, sql } from "drizzle-orm";
import { advertisedSkus, spKeywords, spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { sameCampaign } from "../../db/same-campaign";
import { competitors, skuCampaigns } from "../../db/sku-structure-schema";
import { NO_COUNTS, type SkuCounts } from "./view";

/** A targeting expression naming an exact ASIN (either spelling Amazon uses). */
const isAsinTarget = sql`exists (select 1 from json_each(${spTargets.expression}) where json_extract(json_each.value, '$.type') in ('ASIN_SAME_AS', 'asinSameAs'))`;

/**
 * Competitors, ASIN targets and keyword targets of each of the profile's SKUs asked for, by id:
 * targets and keywords (not archived, not negatives) of the campaigns Skupilot built for it, as last
 * synced. Counted per profile, so any number of ids costs three queries with one parameter each.
 */
export async function skuCountsById(
  db: Database,
  profileId: number,
  skuIds: number[],
): Promise<Map<number, SkuCounts>> {
  const counts = new Map(skuIds.map((id) => [id, { ...NO_COUNTS }]));
  if (skuIds.length === 0) return counts;
  const [competitorRows, targetRows, keywordRows] = await Promise.all([
    db
      .select({ skuId: competitors.advertisedSkuId, n: count() })
      .from(competitors)
      .innerJoin(advertisedSkus, eq(advertisedSkus.id, competitors.advertisedSkuId))
      .where(eq(advertisedSkus.profileId, profileId))
      .groupBy(competitors.advertisedSkuId),
    db
      .select({ skuId: skuCampaigns.advertisedSkuId, n: count() })
      .from(skuCampaigns)
      .innerJoin(spTargets, sameCampaign(spTargets, skuCampaigns))
      .where(
        and(
          eq(skuCampaigns.profileId, profileId),
          eq(spTargets.kind, "TARGET"),
          ne(spTargets.state, "ARCHIVED"),
          isAsinTarget,
        ),
      )
      .groupBy(skuCampaigns.advertisedSkuId),
    db
      .select({ skuId: skuCampaigns.advertisedSkuId, n: count() })
      .from(skuCampaigns)
      .innerJoin(spKeywords, sameCampaign(spKeywords, skuCampaigns))
      .where(
        and(
          eq(skuCampaigns.profileId, profileId),
          eq(spKeywords.kind, "KEYWORD"),
          ne(spKeywords.state, "ARCHIVED"),
        ),
      )
      .groupBy(skuCampaigns.advertisedSkuId),
  ]);
  const add = (rows: { skuId: number; n: number }[], key: keyof SkuCounts) => {
    for (const row of rows) {
      const entry = counts.get(row.skuId);
      if (entry) entry[key] = row.n;
    }
  };
  add(competitorRows, "competitorsCount");
  add(targetRows, "asinTargetsCount");
  add(keywordRows, "keywordTargetsCount");
  return counts;
}
