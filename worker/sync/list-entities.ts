import type { AdsClient } from "../amazon/ads-client";
import { listAll } from "../amazon/sp-entities";
import type { SpKind } from "../amazon/sp-kinds";

type Entity = Record<string, unknown>;

/**
 * The profile's Sponsored Products entities of each kind that match `filters`, every page, as Amazon
 * answers them. Campaigns come with their extended data (the serving status we store).
 */
export async function listEntities<Kind extends SpKind>(
  client: AdsClient,
  amazonProfileId: string,
  kinds: readonly Kind[],
  filters: Record<string, unknown> = {},
): Promise<Record<Kind, Entity[]>> {
  const lists = await Promise.all(
    kinds.map((kind) =>
      listAll<Entity>(
        client,
        amazonProfileId,
        kind,
        kind === "campaigns" ? { ...filters, includeExtendedDataFields: true } : filters,
      ),
    ),
  );
  return Object.fromEntries(kinds.map((kind, index) => [kind, lists[index] ?? []])) as Record<Kind, Entity[]>;
}
