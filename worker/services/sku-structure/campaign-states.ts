import { and, eq } from "drizzle-orm";
import type { AdsClient } from "../../amazon/ads-client";
import { mutate } from "../../amazon/sp-entities";
import type { Database } from "../../app-env";
import { spCampaigns } from "../../db/ads-schema";
import { inList } from "../../db/in-list";
import type { OwnProfile } from "../own-profile";
import { requireAccepted } from "./amazon-refusal";

/** Enables or pauses the campaigns on Amazon, then in the synced copy. */
export async function setCampaignStates(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  campaignIds: string[],
  state: "ENABLED" | "PAUSED",
) {
  if (campaignIds.length === 0) return;
  const items = campaignIds.map((campaignId) => ({ campaignId, state }));
  const result = await mutate(client, profile.amazonProfileId, "campaigns", "update", items);
  const accepted = result.success.flatMap(({ index }) => campaignIds[index] ?? []);
  if (accepted.length > 0) {
    await db
      .update(spCampaigns)
      .set({ state })
      .where(and(eq(spCampaigns.profileId, profile.id), inList(spCampaigns.campaignId, accepted)));
  }
  requireAccepted(result, state === "PAUSED" ? "pausing every campaign" : "enabling every campaign");
}
