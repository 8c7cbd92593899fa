/** Whether a keyword or ASIN target (or a negative) is one of a campaign Skupilot runs on the profile. */
import { and, eq, inArray } from "drizzle-orm";
import { ApiError } from "../contracts/api-error";
import { spKeywords, spTargets } from "../db/ads-schema";
import type { Database } from "../db/client";
import { isSkupilotCampaign, skuOfCampaign } from "./skupilot-campaigns";

/**
 * The synced keyword (or negative) of one of the profile's Skupilot campaigns, with the advertised SKU
 * that campaign is for (null when it is no SKU's, e.g. a migrated campaign); 1006 otherwise.
 */
export async function requireSkupilotKeyword(
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
  if (!row || !(await isSkupilotCampaign(db, profileId, row.campaignId))) {
    throw new ApiError(1006, "This keyword does not exist.");
  }
  const skuId = await skuOfCampaign(db, profileId, row.campaignId);
  return { row, skuId };
}

/** The synced row of a target or negative of one of the profile's Skupilot campaigns; 1006 otherwise. */
export async function requireSkupilotTarget(
  db: Database,
  profileId: number,
  targetId: string,
  kinds: ("TARGET" | "NEGATIVE" | "CAMPAIGN_NEGATIVE")[],
) {
  const row = await db
    .select()
    .from(spTargets)
    .where(
      and(
        eq(spTargets.profileId, profileId),
        eq(spTargets.targetId, targetId),
        inArray(spTargets.kind, kinds),
      ),
    )
    .get();
  if (!row || !(await isSkupilotCampaign(db, profileId, row.campaignId))) {
    throw new ApiError(1006, "This target does not exist.");
  }
  return row;
}
