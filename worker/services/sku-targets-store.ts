/** Amazon's answer to one item, and the accepted entity copied into the synced tables at once. */
import type { AdsClient } from "../amazon/ads-client";
import { listAll, type SpMutationResult } from "../amazon/sp-entities";
import { itemErrorMessage } from "../amazon/sp-item-error";
import type { Database } from "../app-env";
import { spKeywords, spTargets } from "../db/ads-schema";
import { upsertRows } from "../db/upsert";
import { ApiError } from "../lib/api-error";
import { keywordRow, targetRow } from "../sync/entity-rows";

/** The id Amazon gave the one item sent; 1008 with the marketplace's words when it refused it. */
export function acceptedId(result: SpMutationResult, what: string): string {
  const [refused] = result.error;
  if (refused) throw new ApiError(1008, `Amazon did not accept ${what}: ${itemErrorMessage(refused)}`);
  const [accepted] = result.success;
  if (!accepted) throw new ApiError(1008, `Amazon did not answer for ${what}. Please try again.`);
  return accepted.id;
}

type Entity = Record<string, unknown>;
const stamp = <T>(row: T, profileId: number) => ({ ...row, profileId, syncedAt: new Date() });

/** Reads the targeting clause back from Amazon and stores it as sp_targets has it; answers the row. */
export async function storeTarget(
  db: Database,
  client: AdsClient,
  amazonProfileId: string,
  profileId: number,
  targetId: string,
) {
  const [entity] = await listAll<Entity>(client, amazonProfileId, "targets", {
    targetIdFilter: { include: [targetId] },
  });
  if (!entity) throw new ApiError(1008, "Amazon did not show the new ASIN target yet. Please try again.");
  const row = stamp(targetRow("TARGET")(entity), profileId);
  await upsertRows(db, spTargets, [spTargets.profileId, spTargets.kind, spTargets.targetId], [row]);
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
  const [entity] = await listAll<Entity>(client, amazonProfileId, "keywords", {
    keywordIdFilter: { include: [keywordId] },
  });
  if (!entity) throw new ApiError(1008, "Amazon did not show the new keyword yet. Please try again.");
  const row = stamp(keywordRow("KEYWORD")(entity), profileId);
  await upsertRows(db, spKeywords, [spKeywords.profileId, spKeywords.kind, spKeywords.keywordId], [row]);
  return row;
}
