import { and, eq } from "drizzle-orm";
import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import { mutate } from "../../amazon/sp-entities";
import { isArchivedRefusal } from "../../amazon/sp-item-error";
import { spCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { requireAccepted } from "./amazon-refusal";

/**
 * Enables or pauses the campaigns on Amazon, then in the synced copy. A campaign the seller archived on
 * Amazon counts as paused (it never runs again) and is recorded as ARCHIVED; any other refusal is 1008.
 */
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
  const idsOf = (indexed: { index: number }[]) => indexed.flatMap(({ index }) => campaignIds[index] ?? []);
  const archived = state === "PAUSED" ? result.error.filter(isArchivedRefusal) : [];
  await recordState(db, profile, idsOf(result.success), state);
  await recordState(db, profile, idsOf(archived), "ARCHIVED");
  requireAccepted(
    { ...result, error: result.error.filter((item) => !archived.includes(item)) },
    state === "PAUSED" ? "pausing every campaign" : "enabling every campaign",
  );
}

async function recordState(db: Database, profile: OwnProfile, campaignIds: string[], state: string) {
  if (campaignIds.length === 0) return;
  await db
    .update(spCampaigns)
    .set({ state })
    .where(and(eq(spCampaigns.profileId, profile.id), inList(spCampaigns.campaignId, campaignIds)));
}
