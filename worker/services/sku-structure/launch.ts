import type { AdsClient } from "../../amazon/ads-client";
import type { Database } from "../../db/client";
import type { OwnProfile } from "../amazon-accounts/own-profile";
import { type BuildSku, buildCampaign } from "./build-campaign";
import { mirrorSkuCampaigns } from "./mirror";
import type { PlannedCampaign } from "./plan";

/** Builds one more campaign of an advertised SKU (brand or competitor) and shows it in Quick Launch. */
export async function launchCampaign(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  sku: BuildSku,
  plan: PlannedCampaign,
) {
  const campaignId = await buildCampaign(db, client, profile, sku, plan);
  await mirrorSkuCampaigns(db, client, profile, sku.id, [campaignId]);
  return campaignId;
}
