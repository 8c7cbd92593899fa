import { and, eq, sql } from "drizzle-orm";
import type { ChangeAction, ChangeEntityType } from "../contracts/automation/change";
import { spAdGroups, spCampaigns, spKeywords, spProductAds, spTargets } from "../db/ads-schema";
import type { Database } from "../db/client";
import { inList } from "../db/in-list";

/** What our synced copy holds of an entity now: its state, and its bid (own or the ad group's) or budget. */
export type MirrorValue = { state: string; bidCents?: number; budgetCents?: number };
export const mirrorKey = (entityType: ChangeEntityType, entityId: string) => `${entityType}:${entityId}`;

/** The entity a change acts on, or the entity an applied addition created. */
export type EntityRef = { entityType: ChangeEntityType; entityId: string };

export function refOf(action: ChangeAction, createdEntityId: string | null): EntityRef | null {
  if ("entityId" in action) return { entityType: action.entityType, entityId: action.entityId };
  return createdEntityId ? { entityType: action.entityType, entityId: createdEntityId } : null;
}

const idsOf = (refs: EntityRef[], ...types: ChangeEntityType[]) =>
  refs.filter((ref) => types.includes(ref.entityType)).map((ref) => ref.entityId);

/** The mirror's values of these entities, by mirrorKey; an entity the mirror does not have is absent. */
export async function mirrorValues(db: Database, profileId: number, refs: EntityRef[]) {
  const values = new Map<string, MirrorValue>();
  const keywordIds = idsOf(refs, "KEYWORD", "NEGATIVE_KEYWORD");
  const targetIds = idsOf(refs, "TARGET", "NEGATIVE_TARGET");
  const campaignIds = idsOf(refs, "CAMPAIGN");
  const adIds = idsOf(refs, "PRODUCT_AD");
  const bid = (own: typeof spKeywords.bidCents | typeof spTargets.bidCents) =>
    sql<number | null>`coalesce(${own}, ${spAdGroups.defaultBidCents})`;
  const [keywords, targets, campaigns, ads] = await Promise.all([
    keywordIds.length === 0
      ? []
      : db
          .select({
            id: spKeywords.keywordId,
            kind: spKeywords.kind,
            state: spKeywords.state,
            bidCents: bid(spKeywords.bidCents),
          })
          .from(spKeywords)
          .leftJoin(
            spAdGroups,
            and(eq(spAdGroups.profileId, profileId), eq(spAdGroups.adGroupId, spKeywords.adGroupId)),
          )
          .where(and(eq(spKeywords.profileId, profileId), inList(spKeywords.keywordId, keywordIds))),
    targetIds.length === 0
      ? []
      : db
          .select({
            id: spTargets.targetId,
            kind: spTargets.kind,
            state: spTargets.state,
            bidCents: bid(spTargets.bidCents),
          })
          .from(spTargets)
          .leftJoin(
            spAdGroups,
            and(eq(spAdGroups.profileId, profileId), eq(spAdGroups.adGroupId, spTargets.adGroupId)),
          )
          .where(and(eq(spTargets.profileId, profileId), inList(spTargets.targetId, targetIds))),
    campaignIds.length === 0
      ? []
      : db
          .select({
            id: spCampaigns.campaignId,
            state: spCampaigns.state,
            budgetCents: spCampaigns.budgetCents,
          })
          .from(spCampaigns)
          .where(and(eq(spCampaigns.profileId, profileId), inList(spCampaigns.campaignId, campaignIds))),
    adIds.length === 0
      ? []
      : db
          .select({ id: spProductAds.adId, state: spProductAds.state })
          .from(spProductAds)
          .where(and(eq(spProductAds.profileId, profileId), inList(spProductAds.adId, adIds))),
  ]);
  for (const row of keywords) {
    const type = row.kind === "KEYWORD" ? "KEYWORD" : "NEGATIVE_KEYWORD";
    values.set(mirrorKey(type, row.id), { state: row.state, bidCents: row.bidCents ?? undefined });
  }
  for (const row of targets) {
    const type = row.kind === "TARGET" ? "TARGET" : "NEGATIVE_TARGET";
    values.set(mirrorKey(type, row.id), { state: row.state, bidCents: row.bidCents ?? undefined });
  }
  for (const row of campaigns)
    values.set(mirrorKey("CAMPAIGN", row.id), { state: row.state, budgetCents: row.budgetCents });
  for (const row of ads) values.set(mirrorKey("PRODUCT_AD", row.id), { state: row.state });
  return values;
}
