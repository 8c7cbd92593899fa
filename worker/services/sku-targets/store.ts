/** Amazon's answer to one item, and the accepted entity copied into the synced tables at once. */
import type { AdsClient } from "../../amazon/ads-client";
import type { SpMutationResult } from "../../amazon/sp-entities";
import { itemErrorMessage } from "../../amazon/sp-item-error";
import { ApiError } from "../../contracts/api-error";
import type { Database } from "../../db/client";
import { listEntities } from "../../mirror/list-entities";
import { storeEntities } from "../../mirror/store-entities";

/** The id Amazon gave the one item sent; 1008 with the marketplace's words when it refused it. */
export function acceptedId(result: SpMutationResult, what: string): string {
  const [refused] = result.error;
  if (refused) throw new ApiError(1008, `Amazon did not accept ${what}: ${itemErrorMessage(refused)}`);
  const [accepted] = result.success;
  if (!accepted) throw new ApiError(1008, `Amazon did not answer for ${what}. Please try again.`);
  return accepted.id;
}

/** Reads the targeting clause back from Amazon and stores it as sp_targets has it; answers the row. */
export async function storeTarget(
  db: Database,
  client: AdsClient,
  amazonProfileId: string,
  profileId: number,
  targetId: string,
) {
  const { targets } = await listEntities(client, amazonProfileId, ["targets"], {
    targetIdFilter: { include: [targetId] },
  });
  const [row] = (await storeEntities(db, profileId, { targets: targets.slice(0, 1) })).targets;
  if (!row) throw new ApiError(1008, "Amazon did not show the new ASIN target yet. Please try again.");
  return row;
}

/** Reads the keyword back from Amazon and stores it as sp_keywords has it; answers the row. */
export async function storeKeyword(
  db: Database,
  client: AdsClient,
  amazonProfileId: string,
  profileId: number,
  keywordId: string,
) {
  const { keywords } = await listEntities(client, amazonProfileId, ["keywords"], {
    keywordIdFilter: { include: [keywordId] },
  });
  const [row] = (await storeEntities(db, profileId, { keywords: keywords.slice(0, 1) })).keywords;
  if (!row) throw new ApiError(1008, "Amazon did not show the new keyword yet. Please try again.");
  return row;
}
