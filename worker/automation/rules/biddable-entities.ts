/**
 * The keywords and targets (manual ASIN/category and auto) whose bids the bid rules may move: ENABLED,
 * in one of the SKU's campaigns, not held by a recent edit in Skupilot, not under a running keyword
 * boost (spec 001 §4: a boosted keyword cannot be re-bid), and not given to organic search
 * optimisation (its bid follows the keyword's organic rank instead: organic-search.ts).
 */
import type { EntityState, SkuSnapshot } from "./rule-input";

export type BiddableEntity = {
  entityType: "KEYWORD" | "TARGET";
  entityId: string;
  campaignId: string;
  adGroupId: string;
  bidCents: number;
};

/** Which states the campaign and the ad group above an entity may be in for a rule to touch it. */
export type ParentStates = readonly EntityState[];

export function biddableEntities(snapshot: SkuSnapshot, parentStates: ParentStates): BiddableEntity[] {
  const held = new Set(snapshot.heldEntityIds);
  const managedElsewhere = new Set([
    ...snapshot.boosts.filter((boost) => !boost.stoppedAt).map((boost) => boost.keywordId),
    ...snapshot.organicSearchKeywordIds,
  ]);
  const campaigns = new Map(snapshot.campaigns.map((campaign) => [campaign.campaignId, campaign.state]));
  const adGroups = new Map(snapshot.adGroups.map((adGroup) => [adGroup.adGroupId, adGroup.state]));
  /** An ad group missing from the snapshot counts as its campaign. */
  const open = (campaignId: string, adGroupId: string) => {
    const campaign = campaigns.get(campaignId);
    if (!campaign || !parentStates.includes(campaign)) return false;
    return parentStates.includes(adGroups.get(adGroupId) ?? campaign);
  };
  const entities: BiddableEntity[] = [];
  for (const keyword of snapshot.keywords) {
    if (keyword.state !== "ENABLED" || held.has(keyword.keywordId) || managedElsewhere.has(keyword.keywordId))
      continue;
    if (!open(keyword.campaignId, keyword.adGroupId)) continue;
    entities.push({
      entityType: "KEYWORD",
      entityId: keyword.keywordId,
      campaignId: keyword.campaignId,
      adGroupId: keyword.adGroupId,
      bidCents: keyword.bidCents,
    });
  }
  for (const target of snapshot.targets) {
    if (target.state !== "ENABLED" || held.has(target.targetId)) continue;
    if (!open(target.campaignId, target.adGroupId)) continue;
    entities.push({
      entityType: "TARGET",
      entityId: target.targetId,
      campaignId: target.campaignId,
      adGroupId: target.adGroupId,
      bidCents: target.bidCents,
    });
  }
  return entities;
}
