import { and, eq } from "drizzle-orm";
import type { ChangeAction } from "../../contracts/automation/change";
import { keywordLabel, targetLabel } from "../../contracts/sku-targets/entity-labels";
import { spCampaigns, spKeywords, spProductAds, spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { adGroupDefaultBids } from "../sku-targets/ad-group-default-bids";

/** An entity as last synced: what the History names it by and the value it holds now. */
export type EntityNow = { label: string; state: string; bidCents: number | null; budgetCents: number | null };

/** Every entity the changes touch, and each campaign's name, read from the mirror in a few statements. */
export type ChangeEntities = { campaigns: Map<string, string>; entities: Map<string, EntityNow> };

type Touched = { campaignId: string; entityId: string | null; action: ChangeAction };

const entityIdOf = (change: Touched) =>
  "entityId" in change.action ? change.action.entityId : change.entityId;

export async function loadChangeEntities(
  db: Database,
  profileId: number,
  changes: Touched[],
): Promise<ChangeEntities> {
  const idsOf = (type: string) => [
    ...new Set(
      changes.flatMap((change) =>
        change.action.entityType === type && entityIdOf(change) ? [entityIdOf(change) as string] : [],
      ),
    ),
  ];
  const campaignIds = [...new Set([...changes.map((change) => change.campaignId), ...idsOf("CAMPAIGN")])];
  const [campaigns, keywords, targets, ads] = await Promise.all([
    campaignIds.length === 0
      ? []
      : db
          .select()
          .from(spCampaigns)
          .where(and(eq(spCampaigns.profileId, profileId), inList(spCampaigns.campaignId, campaignIds))),
    idsOf("KEYWORD").length === 0
      ? []
      : db
          .select()
          .from(spKeywords)
          .where(
            and(
              eq(spKeywords.profileId, profileId),
              eq(spKeywords.kind, "KEYWORD"),
              inList(spKeywords.keywordId, idsOf("KEYWORD")),
            ),
          ),
    idsOf("TARGET").length === 0
      ? []
      : db
          .select()
          .from(spTargets)
          .where(
            and(
              eq(spTargets.profileId, profileId),
              eq(spTargets.kind, "TARGET"),
              inList(spTargets.targetId, idsOf("TARGET")),
            ),
          ),
    idsOf("PRODUCT_AD").length === 0
      ? []
      : db
          .select()
          .from(spProductAds)
          .where(and(eq(spProductAds.profileId, profileId), inList(spProductAds.adId, idsOf("PRODUCT_AD")))),
  ]);
  const defaults = await adGroupDefaultBids(
    db,
    profileId,
    targets.filter((target) => target.bidCents === null).map((target) => target.adGroupId),
  );
  const entities = new Map<string, EntityNow>();
  for (const c of campaigns) {
    entities.set(`CAMPAIGN:${c.campaignId}`, {
      label: c.name,
      state: c.state,
      bidCents: null,
      budgetCents: c.budgetCents,
    });
  }
  for (const k of keywords) {
    entities.set(`KEYWORD:${k.keywordId}`, {
      label: keywordLabel(k.keywordText, k.matchType),
      state: k.state,
      bidCents: k.bidCents,
      budgetCents: null,
    });
  }
  for (const t of targets) {
    const bidCents = t.bidCents ?? (t.adGroupId ? (defaults.get(t.adGroupId) ?? null) : null);
    entities.set(`TARGET:${t.targetId}`, {
      label: targetLabel(t.expression),
      state: t.state,
      bidCents,
      budgetCents: null,
    });
  }
  for (const ad of ads) {
    entities.set(`PRODUCT_AD:${ad.adId}`, {
      label: `ad for ${ad.asin ?? ad.sku ?? ad.adId}`,
      state: ad.state,
      bidCents: null,
      budgetCents: null,
    });
  }
  return { campaigns: new Map(campaigns.map((c) => [c.campaignId, c.name])), entities };
}

/** The synced entity a change acts on (by type and id), if the mirror still has it. */
export const entityNow = (loaded: ChangeEntities, change: Touched) => {
  const id = entityIdOf(change);
  return id ? loaded.entities.get(`${change.action.entityType}:${id}`) : undefined;
};
