import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../app-env";
import { spKeywords } from "../db/ads-schema";
import { ApiError } from "../lib/api-error";
import { skuOfCampaign } from "./sku-targets-scope";

/** The synced keyword (or negative) of one of the profile's advertised SKUs, with that SKU; 1006 otherwise. */
export async function requireSkuKeyword(
  db: Database,
  profileId: number,
  keywordId: string,
  kinds: ("KEYWORD" | "NEGATIVE" | "CAMPAIGN_NEGATIVE")[],
) {
  const row = await db
    .select()
    .from(spKeywords)
    .where(
      and(
        eq(spKeywords.profileId, profileId),
        eq(spKeywords.keywordId, keywordId),
        inArray(spKeywords.kind, kinds),
      ),
    )
    .get();
  const skuId = row ? await skuOfCampaign(db, profileId, row.campaignId) : null;
  if (!row || skuId === null) throw new ApiError(1006, "This keyword does not exist.");
  return { row, skuId };
}
