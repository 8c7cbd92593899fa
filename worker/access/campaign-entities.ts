/** Whether a keyword or ASIN target (or a negative) is one of a campaign Skupilot runs on the profile. */
import { and, eq, inArray } from "drizzle-orm";
import { ApiError } from "../contracts/api-error";
import { spKeywords, spTargets } from "../db/ads-schema";
import type { Database } from "../db/client";
import { isSkupilotCampaign, skuOfCampaign } from "./skupilot-campaigns";

/** The synced row if its campaign is one Skupilot runs on the profile; 1006 ("This keyword does not exist.") otherwise. */
async function ofSkupilotCampaign<Row extends { campaignId: string }>(
  db: Database,
  profileId: number,
  row: Row | undefined,
  what: "keyword" | "target",
): Promise<Row> {
  if (!row || !(await isSkupilotCampaign(db, profileId, row.campaignId))) {
    throw new ApiError(1006, `This ${what} does not exist.`);
  }
  return row;
}

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
  const keyword = await ofSkupilotCampaign(db, profileId, row, "keyword");
  return { row: keyword, skuId: await skuOfCampaign(db, profileId, keyword.campaignId) };
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
  return ofSkupilotCampaign(db, profileId, row, "target");
}
