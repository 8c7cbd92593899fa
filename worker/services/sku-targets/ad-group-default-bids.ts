import { and, eq } from "drizzle-orm";
import { centsToDollars } from "../../contracts/metrics";
import { spAdGroups } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";

/** Each ad group's default bid in cents, as last synced: the bid Amazon uses for a keyword or target without one. */
export async function adGroupDefaultBids(db: Database, profileId: number, adGroupIds: (string | null)[]) {
  const ids = [...new Set(adGroupIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ adGroupId: spAdGroups.adGroupId, defaultBidCents: spAdGroups.defaultBidCents })
    .from(spAdGroups)
    .where(and(eq(spAdGroups.profileId, profileId), inList(spAdGroups.adGroupId, ids)));
  return new Map(rows.map((row) => [row.adGroupId, row.defaultBidCents]));
}

/** The `defaultBid` of a keyword or target view, in dollars: null without a synced ad group. */
export const defaultBidOf = (defaults: Map<string, number>, adGroupId: string | null) => {
  const cents = adGroupId === null ? undefined : defaults.get(adGroupId);
  return cents === undefined ? null : centsToDollars(cents);
};
