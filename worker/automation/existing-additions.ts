import type { AdsClient } from "../amazon/ads-client";
import { listAll } from "../amazon/sp-entities";
import type { SpKind } from "../amazon/sp-kinds";

/** The id field of a listed entity of each kind an addition creates. */
const LISTED_ID: Partial<Record<SpKind, string>> = {
  keywords: "keywordId",
  negativeKeywords: "keywordId",
  campaignNegativeKeywords: "keywordId",
  targets: "targetId",
  negativeTargets: "targetId",
  campaignNegativeTargets: "targetId",
};
/** What makes an addition the same entity (Amazon's duplicate check); not its state or bid. */
const IDENTITY_FIELDS = ["campaignId", "adGroupId", "keywordText", "matchType", "expression"] as const;

const comparable = (field: string, value: unknown) => {
  if (field === "keywordText") return String(value).trim().toLowerCase();
  if (field === "expression" && Array.isArray(value))
    return JSON.stringify(value.map((part: { type?: unknown; value?: unknown }) => [part.type, part.value]));
  return JSON.stringify(value ?? null);
};

const isSame = (item: Record<string, unknown>, listed: Record<string, unknown>) =>
  listed.state !== "ARCHIVED" &&
  IDENTITY_FIELDS.every(
    (field) => !(field in item) || comparable(field, item[field]) === comparable(field, listed[field]),
  );

/**
 * Additions Amazon refused as duplicates, found on Amazon: index in the batch → the id of the entity
 * that is the item. Such a refusal is most often our own earlier send of the same change whose answer
 * was lost (a timeout that Amazon outlived, a job killed after Amazon took it); the change then holds
 * on Amazon and is applied, once. Indexes not found stay refused.
 */
export async function existingAdditions(
  client: AdsClient,
  amazonProfileId: string,
  kind: SpKind,
  refused: { index: number; item: unknown }[],
): Promise<Map<number, string>> {
  const idField = LISTED_ID[kind];
  const found = new Map<number, string>();
  if (!idField || refused.length === 0) return found;
  const items = refused.map(({ index, item }) => ({ index, item: item as Record<string, unknown> }));
  const campaignIds = [...new Set(items.map(({ item }) => String(item.campaignId)))];
  const listed = await listAll<Record<string, unknown>>(client, amazonProfileId, kind, {
    campaignIdFilter: { include: campaignIds },
  });
  for (const { index, item } of items) {
    const entity = listed.find((candidate) => isSame(item, candidate));
    if (entity?.[idField] !== undefined) found.set(index, String(entity[idField]));
  }
  return found;
}
