import type { AdsClient } from "../amazon/ads-client";
import { listAll } from "../amazon/sp-entities";
import type { SpKind } from "../amazon/sp-kinds";

type Entity = Record<string, unknown>;

/**
 * Kinds listed with their extended data: a campaign's serving status, a keyword's, target's or
 * negative's creation time (the automation's "since launch, N days").
 */
const EXTENDED_KINDS: ReadonlySet<SpKind> = new Set([
  "campaigns",
  "keywords",
  "targets",
  "negativeKeywords",
  "campaignNegativeKeywords",
  "negativeTargets",
  "campaignNegativeTargets",
]);

/**
 * The profile's Sponsored Products entities of each kind that match `filters`, every page, as Amazon
 * answers them, with extended data for the kinds whose extended data we store.
 */
export async function listEntities<Kind extends SpKind>(
  client: AdsClient,
  amazonProfileId: string,
  kinds: readonly Kind[],
  filters: Record<string, unknown> = {},
): Promise<Record<Kind, Entity[]>> {
  const lists = await Promise.all(
    kinds.map((kind) => listAll<Entity>(client, amazonProfileId, kind, listFilters(kind, filters))),
  );
  return Object.fromEntries(kinds.map((kind, index) => [kind, lists[index] ?? []])) as Record<Kind, Entity[]>;
}

/** The list body's filters for a kind: with extended data for the kinds whose extended data we store. */
export const listFilters = (kind: SpKind, filters: Record<string, unknown> = {}) =>
  EXTENDED_KINDS.has(kind) ? { ...filters, includeExtendedDataFields: true } : filters;
