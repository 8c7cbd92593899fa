import type { AdsClient } from "../amazon/ads-client";
import type { Database } from "../db/client";
import { listEntities } from "./list-entities";
import { storeEntities } from "./store-entities";

const SYNCED_KINDS = [
  "campaigns",
  "adGroups",
  "productAds",
  "keywords",
  "negativeKeywords",
  "campaignNegativeKeywords",
  "targets",
  "negativeTargets",
  "campaignNegativeTargets",
] as const;

/** Every Sponsored Products entity of the profile, every page, into our tables. Answers rows written. */
export async function syncEntities(
  db: Database,
  client: AdsClient,
  profileId: number,
  amazonProfileId: string,
) {
  const rows = await storeEntities(db, profileId, await listEntities(client, amazonProfileId, SYNCED_KINDS));
  return Object.values(rows).reduce((total, kind) => total + kind.length, 0);
}
