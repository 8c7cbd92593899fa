import { and, eq } from "drizzle-orm";
import { profileAdsClient } from "../../access/profile-ads-client";
import type { AmazonConfig } from "../../amazon/amazon-config";
import type { RetryPolicy } from "../../amazon/retrying-fetch";
import { mutate } from "../../amazon/sp-entities";
import { isArchivedRefusal } from "../../amazon/sp-item-error";
import { managedCampaigns, spCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { sameCampaign } from "../../db/same-campaign";
import { type amazonAccounts, amazonProfiles } from "../../db/schema";

/** The seller is waiting on the disconnect dialog: retry briefly, then report what could not be paused. */
const DISCONNECT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 200, maxDelayMs: 2000, timeoutMs: 15_000 };

type Managed = {
  profileId: number;
  amazonProfileId: string;
  countryCode: string;
  campaignId: string;
  name: string;
};

/**
 * Pauses, through Amazon, every ENABLED campaign Skupilot manages on the account. Answers the names
 * of those Amazon would not pause (or could not be asked about, e.g. with a revoked grant).
 */
export async function pauseManagedCampaigns(
  db: Database,
  config: AmazonConfig,
  account: typeof amazonAccounts.$inferSelect,
  policy: RetryPolicy = DISCONNECT_RETRY,
): Promise<string[]> {
  const managed: Managed[] = await db
    .select({
      profileId: amazonProfiles.id,
      amazonProfileId: amazonProfiles.amazonProfileId,
      countryCode: amazonProfiles.countryCode,
      campaignId: managedCampaigns.campaignId,
      name: spCampaigns.name,
    })
    .from(managedCampaigns)
    .innerJoin(amazonProfiles, eq(amazonProfiles.id, managedCampaigns.profileId))
    .innerJoin(spCampaigns, sameCampaign(spCampaigns, managedCampaigns))
    .where(and(eq(amazonProfiles.tokenId, account.tokenId), eq(spCampaigns.state, "ENABLED")));

  const byProfile = new Map<number, Managed[]>();
  for (const campaign of managed)
    byProfile.set(campaign.profileId, [...(byProfile.get(campaign.profileId) ?? []), campaign]);
  const namesWithError: string[] = [];
  for (const campaigns of byProfile.values()) {
    const [first] = campaigns;
    if (!first) continue;
    try {
      const client = profileAdsClient(db, config, account, first.countryCode, policy);
      const items = campaigns.map(({ campaignId }) => ({ campaignId, state: "PAUSED" }));
      const result = await mutate(client, first.amazonProfileId, "campaigns", "update", items);
      // A campaign the seller archived on Amazon never runs again: nothing to report.
      for (const failure of result.error.filter((item) => !isArchivedRefusal(item)))
        namesWithError.push(campaigns[failure.index]?.name ?? "");
    } catch {
      namesWithError.push(...campaigns.map((campaign) => campaign.name));
    }
  }
  return namesWithError;
}
