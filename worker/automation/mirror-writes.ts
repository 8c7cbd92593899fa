import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ChangeAction } from "../contracts/automation/change";
import { spCampaigns, spKeywords, spProductAds, spTargets } from "../db/ads-schema";
import type { Database } from "../db/client";

/**
 * The statement that makes our synced copy show a change Amazon accepted, so the next snapshot (and
 * the screens) see it before the next sync: the new bid, state or budget, the created entity's row,
 * or the archived state. `createdId` is Amazon's id of what an addition created.
 */
export function mirrorWrite(
  db: Database,
  profileId: number,
  action: ChangeAction,
  campaignId: string,
  createdId: string | null,
): BatchItem<"sqlite"> | null {
  const syncedAt = new Date();
  const keyword = (id: string, kind: "KEYWORD" | "NEGATIVE" | "CAMPAIGN_NEGATIVE") =>
    and(eq(spKeywords.profileId, profileId), eq(spKeywords.kind, kind), eq(spKeywords.keywordId, id));
  const target = (id: string, kind: "TARGET" | "NEGATIVE" | "CAMPAIGN_NEGATIVE") =>
    and(eq(spTargets.profileId, profileId), eq(spTargets.kind, kind), eq(spTargets.targetId, id));
  const campaign = (id: string) => and(eq(spCampaigns.profileId, profileId), eq(spCampaigns.campaignId, id));
  const asin = (value: string) => [{ type: "ASIN_SAME_AS", value }];
  const negativeKind = (adGroupId: string | null) => (adGroupId === null ? "CAMPAIGN_NEGATIVE" : "NEGATIVE");

  switch (action.kind) {
    case "SET_BID":
      return action.entityType === "KEYWORD"
        ? db.update(spKeywords).set({ bidCents: action.toCents }).where(keyword(action.entityId, "KEYWORD"))
        : db.update(spTargets).set({ bidCents: action.toCents }).where(target(action.entityId, "TARGET"));
    case "SET_BUDGET":
      return db.update(spCampaigns).set({ budgetCents: action.toCents }).where(campaign(action.entityId));
    case "SET_STATE":
      switch (action.entityType) {
        case "CAMPAIGN":
          return db.update(spCampaigns).set({ state: action.to }).where(campaign(action.entityId));
        case "PRODUCT_AD":
          return db
            .update(spProductAds)
            .set({ state: action.to })
            .where(and(eq(spProductAds.profileId, profileId), eq(spProductAds.adId, action.entityId)));
        case "KEYWORD":
          return db.update(spKeywords).set({ state: action.to }).where(keyword(action.entityId, "KEYWORD"));
        case "TARGET":
          return db.update(spTargets).set({ state: action.to }).where(target(action.entityId, "TARGET"));
      }
      return null;
    case "ADD_KEYWORD":
    case "ADD_NEGATIVE_KEYWORD":
      if (!createdId) return null;
      return db
        .insert(spKeywords)
        .values({
          profileId,
          keywordId: createdId,
          kind: action.kind === "ADD_KEYWORD" ? "KEYWORD" : negativeKind(action.adGroupId),
          campaignId,
          adGroupId: action.adGroupId,
          keywordText: action.keywordText,
          matchType: action.kind === "ADD_KEYWORD" ? action.matchType : "NEGATIVE_EXACT",
          state: "ENABLED",
          bidCents: action.kind === "ADD_KEYWORD" ? action.bidCents : null,
          syncedAt,
        })
        .onConflictDoNothing();
    case "ADD_TARGET":
    case "ADD_NEGATIVE_TARGET":
      if (!createdId) return null;
      return db
        .insert(spTargets)
        .values({
          profileId,
          targetId: createdId,
          kind: action.kind === "ADD_TARGET" ? "TARGET" : negativeKind(action.adGroupId),
          campaignId,
          adGroupId: action.adGroupId,
          expressionType: "MANUAL",
          expression: asin(action.asin),
          state: "ENABLED",
          bidCents: action.kind === "ADD_TARGET" ? action.bidCents : null,
          syncedAt,
        })
        .onConflictDoNothing();
    case "ARCHIVE": {
      const archived = { state: "ARCHIVED" };
      switch (action.entityType) {
        case "KEYWORD":
          return db.update(spKeywords).set(archived).where(keyword(action.entityId, "KEYWORD"));
        case "NEGATIVE_KEYWORD":
          return db
            .update(spKeywords)
            .set(archived)
            .where(keyword(action.entityId, negativeKind(action.adGroupId)));
        case "TARGET":
          return db.update(spTargets).set(archived).where(target(action.entityId, "TARGET"));
        case "NEGATIVE_TARGET":
          return db
            .update(spTargets)
            .set(archived)
            .where(target(action.entityId, negativeKind(action.adGroupId)));
        default:
          return null;
      }
    }
  }
}
