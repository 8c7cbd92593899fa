import { and, eq, inArray } from "drizzle-orm";
import { ApiError } from "../../contracts/api-error";
import { spKeywords } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { isManagedCampaign, skuOfCampaign } from "../sku-targets/scope";

/**
 * The synced keyword (or negative) of one of the profile's managed campaigns, with the advertised SKU
 * that campaign is for (null when it is no SKU's, e.g. a migrated campaign); 1006 otherwise.
 */
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
  if (!row || !(await isManagedCampaign(db, profileId, row.campaignId))) {
    throw new ApiError(1006, "This keyword does not exist.");
  }
  const skuId = await skuOfCampaign(db, profileId, row.campaignId);
  return { row, skuId };
}
