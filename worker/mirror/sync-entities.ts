import type { AdsClient } from "../amazon/ads-client";
import { listPages } from "../amazon/sp-entities";
import type { Database } from "../db/client";
import { archiveUnlisted } from "./archive-unlisted";
import { listFilters } from "./list-entities";
import { storeEntityPage } from "./store-entities";

export const SYNCED_KINDS = [
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

/**
 * Every Sponsored Products entity of the profile into our tables, the kinds listed side by side and
 * each page stored as it arrives (memory holds a page a kind, never a whole list). Once every kind was
 * listed to its last page, the rows no kind returned are marked ARCHIVED (archive-unlisted.ts); a
 * listing that fails anywhere throws before that, leaving every row as it was. Answers rows written.
 */
export async function syncEntities(
  db: Database,
  client: AdsClient,
  profileId: number,
  amazonProfileId: string,
) {
  const listedFrom = new Date();
  const counts = await Promise.all(
    SYNCED_KINDS.map(async (kind) => {
      let stored = 0;
      for await (const page of listPages(client, amazonProfileId, kind, listFilters(kind)))
        stored += await storeEntityPage(db, profileId, kind, page);
      return stored;
    }),
  );
  await archiveUnlisted(db, profileId, listedFrom);
  return counts.reduce((total, count) => total + count, 0);
}
