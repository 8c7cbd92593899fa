import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { spAdGroups, spCampaigns, spKeywords, spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import type { PushPlan } from "./push-plan";

/** Ids a statement binds, below D1's 100 parameters with room for the other conditions. */
const IDS_PER_STATEMENT = 90;

/** The ids of each new value, in chunks a statement can bind (clamped bids share a few values). */
function byValue<T>(items: T[], id: (item: T) => string, value: (item: T) => number) {
  const ids = new Map<number, string[]>();
  for (const item of items) ids.set(value(item), [...(ids.get(value(item)) ?? []), id(item)]);
  return [...ids].flatMap(([cents, all]) =>
    Array.from({ length: Math.ceil(all.length / IDS_PER_STATEMENT) }, (_, chunk) => ({
      cents,
      ids: all.slice(chunk * IDS_PER_STATEMENT, (chunk + 1) * IDS_PER_STATEMENT),
    })),
  );
}

/** The updates that make our synced copy show what Amazon accepted (run with the SKU's own update). */
export function mirrorStatements(db: Database, profileId: number, plan: PushPlan): BatchItem<"sqlite">[] {
  const campaigns = byValue(
    plan.campaigns,
    (item) => item.campaignId,
    (item) => item.budgetCents,
  ).map(({ cents, ids }) =>
    db
      .update(spCampaigns)
      .set({ budgetCents: cents })
      .where(and(eq(spCampaigns.profileId, profileId), inArray(spCampaigns.campaignId, ids))),
  );
  const adGroups = byValue(
    plan.adGroups,
    (item) => item.adGroupId,
    (item) => item.defaultBidCents,
  ).map(({ cents, ids }) =>
    db
      .update(spAdGroups)
      .set({ defaultBidCents: cents })
      .where(and(eq(spAdGroups.profileId, profileId), inArray(spAdGroups.adGroupId, ids))),
  );
  const keywords = byValue(
    plan.keywords,
    (item) => item.keywordId,
    (item) => item.bidCents,
  ).map(({ cents, ids }) =>
    db
      .update(spKeywords)
      .set({ bidCents: cents })
      .where(
        and(
          eq(spKeywords.profileId, profileId),
          eq(spKeywords.kind, "KEYWORD"),
          inArray(spKeywords.keywordId, ids),
        ),
      ),
  );
  const targets = byValue(
    plan.targets,
    (item) => item.targetId,
    (item) => item.bidCents,
  ).map(({ cents, ids }) =>
    db
      .update(spTargets)
      .set({ bidCents: cents })
      .where(
        and(
          eq(spTargets.profileId, profileId),
          eq(spTargets.kind, "TARGET"),
          inArray(spTargets.targetId, ids),
        ),
      ),
  );
  return [...campaigns, ...adGroups, ...keywords, ...targets];
}
