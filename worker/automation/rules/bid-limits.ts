/**
 * Bids within the seller's limits (BID_LIMITS, issue 29): every bid the automation sets or creates is
 * inside the SKU's [Min Bid, Max Bid]. Two halves, one definition of the limits:
 * - `keepInsideBidLimits`, the planner's last step (plan-changes.ts): a SET_BID, ADD_KEYWORD or
 *   ADD_TARGET any rule proposes is brought inside, and says so in its reason;
 * - the rule: a keyword or target found outside (set on Amazon, or by the SKU's limits changing) is
 *   brought to the nearest limit by the next run, logged with the limit it crossed.
 * A keyword under a running boost is bounded by [Min Bid, the boost's max bid] instead: the max bid the
 * seller set for that keyword while it is boosted (spec 001 §4); after the boost the SKU's range holds.
 */
import type { ProposedChange } from "../../contracts/automation/change";
import { moneyText } from "./reason-text";
import type { Rule, RuleDefinition } from "./rule";
import type { SkuSnapshot } from "./rule-input";

/** A bid's limits, and the currency of the SKU's profile that their reasons write money in. */
export type BidLimits = { minCents: number; maxCents: number; maxLabel: string; currency: string };

const MIN_LABEL = "Min Bid";

/** The SKU's limits, and each running boost's own for its keyword. */
export function bidLimitsOf(snapshot: SkuSnapshot): (entityId: string) => BidLimits {
  const { bidMinCents, bidMaxCents, currency } = snapshot.settings;
  const sku: BidLimits = {
    minCents: bidMinCents,
    maxCents: Math.max(bidMinCents, bidMaxCents),
    maxLabel: "Max Bid",
    currency,
  };
  const boosted = new Map<string, BidLimits>();
  for (const boost of snapshot.boosts) {
    if (boost.stoppedAt) continue;
    boosted.set(boost.keywordId, {
      minCents: bidMinCents,
      maxCents: Math.max(bidMinCents, boost.boostMaxBidCents),
      maxLabel: "boost's max bid",
      currency,
    });
  }
  return (entityId) => boosted.get(entityId) ?? sku;
}

/** The nearest bid inside the limits, and the limit it was brought to (null: already inside). */
export function insideLimits(cents: number, limits: BidLimits): { cents: number; limit: string | null } {
  if (cents < limits.minCents) return { cents: limits.minCents, limit: MIN_LABEL };
  if (cents > limits.maxCents) return { cents: limits.maxCents, limit: limits.maxLabel };
  return { cents, limit: null };
}

/** "your Max Bid $3.00", "your Max Bid £3.00". */
const limitText = (limit: string, cents: number, currency: string) =>
  `your ${limit} ${moneyText(cents, currency)}`;

/**
 * A proposed change with its bid inside the limits: unchanged when it already is; a SET_BID that the
 * limit turns into no move at all is dropped (null). The reason says what was kept.
 */
export function keepInsideBidLimits(
  change: ProposedChange,
  limitsOf: (entityId: string) => BidLimits,
  skuLimits: BidLimits,
): ProposedChange | null {
  if (change.kind === "SET_BID") {
    const limits = limitsOf(change.entityId);
    const { cents, limit } = insideLimits(change.toCents, limits);
    if (limit === null) return change;
    if (cents === change.fromCents) return null;
    const money = (amount: number) => moneyText(amount, limits.currency);
    return {
      ...change,
      toCents: cents,
      reason: `${change.reason}; kept inside ${limitText(limit, cents, limits.currency)}: bid ${money(change.fromCents)} → ${money(cents)}`,
    };
  }
  if (change.kind === "ADD_KEYWORD" || change.kind === "ADD_TARGET") {
    const { cents, limit } = insideLimits(change.bidCents, skuLimits);
    if (limit === null) return change;
    return {
      ...change,
      bidCents: cents,
      reason: `${change.reason}; bid ${moneyText(change.bidCents, skuLimits.currency)} kept inside ${limitText(limit, cents, skuLimits.currency)}`,
    };
  }
  return change;
}

/** Keywords and targets of live campaigns and ad groups whose bid is outside their limits. */
export const proposeBidLimits: Rule = ({ snapshot }) => {
  const limitsOf = bidLimitsOf(snapshot);
  const liveCampaigns = new Set(
    snapshot.campaigns.filter((c) => c.state !== "ARCHIVED").map((c) => c.campaignId),
  );
  const archivedGroups = new Set(
    snapshot.adGroups.filter((g) => g.state === "ARCHIVED").map((g) => g.adGroupId),
  );
  const entities = [
    ...snapshot.keywords.map((k) => ({ ...k, entityType: "KEYWORD" as const, entityId: k.keywordId })),
    ...snapshot.targets.map((t) => ({ ...t, entityType: "TARGET" as const, entityId: t.targetId })),
  ];
  const changes: ProposedChange[] = [];
  for (const entity of entities) {
    if (entity.state === "ARCHIVED" || !liveCampaigns.has(entity.campaignId)) continue;
    if (archivedGroups.has(entity.adGroupId)) continue;
    const limits = limitsOf(entity.entityId);
    const { cents, limit } = insideLimits(entity.bidCents, limits);
    if (limit === null) continue;
    const side = cents > entity.bidCents ? "under" : "above";
    const money = (amount: number) => moneyText(amount, limits.currency);
    changes.push({
      kind: "SET_BID",
      entityType: entity.entityType,
      entityId: entity.entityId,
      fromCents: entity.bidCents,
      toCents: cents,
      rule: "BID_LIMITS",
      skuId: snapshot.settings.skuId,
      campaignId: entity.campaignId,
      reason: `Bid ${money(entity.bidCents)} is ${side} ${limitText(limit, cents, limits.currency)}; bid ${money(entity.bidCents)} → ${money(cents)}`,
    });
  }
  return changes;
};

/** Always on, every run: a bid found outside the limits is brought inside by the next run. */
export const bidLimits: RuleDefinition = {
  rule: "BID_LIMITS",
  isEnabled: () => true,
  isDue: () => true,
  propose: proposeBidLimits,
};
