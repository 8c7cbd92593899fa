/**
 * What a new max daily budget or bid range of an advertised SKU changes on Amazon, as a pure
 * function: the synced rows of the SKU's built structure in, the updates per entity kind out
 * (docs/campaign-structure.md, "Budget and bids follow the SKU"). Money in cents. A new Max budget
 * is split over the SKU's enabled and paused campaigns in today's proportions (a budget the seller
 * kept on one of them stays), so they add up to it.
 */
import { proportionalWeight, type SplitMember, splitBudget } from "../../automation/rules/split-budget";

/** What changed on the SKU: a new Max daily budget (the cap of the split), a new bid range (each only when it changed). */
export type SkuLimitsChange = {
  budgetCents?: number;
  bids?: { minCents: number; maxCents: number };
};

export type PushRows = {
  /** keptCents: the budget the seller kept on the campaign (sku_campaigns.kept_budget_cents). */
  campaigns: { campaignId: string; state: string; budgetCents: number; keptCents?: number | null }[];
  adGroups: { adGroupId: string; campaignId: string; state: string; defaultBidCents: number }[];
  keywords: { keywordId: string; campaignId: string; state: string; bidCents: number | null }[];
  targets: { targetId: string; campaignId: string; state: string; bidCents: number | null }[];
};

export type PushPlan = {
  /** Lowered budgets first, so that sent in order the campaigns never hold more than the cap. */
  campaigns: { campaignId: string; fromCents: number; budgetCents: number }[];
  adGroups: { adGroupId: string; defaultBidCents: number }[];
  keywords: { keywordId: string; bidCents: number }[];
  targets: { targetId: string; bidCents: number }[];
};

/** Amazon refuses changes to archived entities; only these are updated. */
const EDITABLE_STATES = new Set(["ENABLED", "PAUSED"]);
const editable = (row: { state: string }) => EDITABLE_STATES.has(row.state);

/**
 * The bid brought inside the range, or null when it already lies inside. A bid raised to the min bid
 * stops at the campaign's daily budget (Amazon refuses a bid over it); a lowered one goes no higher.
 */
export function clampedBid(
  bidCents: number,
  range: { minCents: number; maxCents: number },
  budgetCents: number,
): number | null {
  if (bidCents > range.maxCents) return Math.min(range.maxCents, budgetCents);
  if (bidCents < range.minCents) {
    const raised = Math.min(range.minCents, budgetCents);
    return raised > bidCents ? raised : null;
  }
  return null;
}

/** The members of the split: every enabled or paused campaign, a kept budget fixed, the others by today's budget. */
export const splitMembersOf = (campaigns: PushRows["campaigns"]): SplitMember[] =>
  campaigns.filter(editable).map((campaign) => ({
    id: campaign.campaignId,
    weight: proportionalWeight(campaign.budgetCents),
    // A kept budget counts while the campaign holds it: changed on Amazon since, it rejoins the split.
    fixedCents: campaign.keptCents === campaign.budgetCents ? campaign.budgetCents : null,
  }));

/** Each editable campaign's share of `capCents`; null when the cap cannot hold Amazon's minimum for each. */
export const budgetShares = (campaigns: PushRows["campaigns"], capCents: number) =>
  splitBudget(capCents, splitMembersOf(campaigns));

export function pushPlan(rows: PushRows, change: SkuLimitsChange): PushPlan {
  const campaigns = rows.campaigns.filter(editable);
  const shares = change.budgetCents === undefined ? null : budgetShares(campaigns, change.budgetCents);
  const budgetOf = new Map(
    campaigns.map((campaign) => [
      campaign.campaignId,
      shares?.get(campaign.campaignId) ?? campaign.budgetCents,
    ]),
  );
  const plan: PushPlan = {
    campaigns: campaigns
      .map(({ campaignId, budgetCents }) => ({
        campaignId,
        fromCents: budgetCents,
        budgetCents: budgetOf.get(campaignId) ?? budgetCents,
      }))
      .filter((campaign) => campaign.budgetCents !== campaign.fromCents)
      .sort((a, b) => a.budgetCents - a.fromCents - (b.budgetCents - b.fromCents)),
    adGroups: [],
    keywords: [],
    targets: [],
  };
  const { bids } = change;
  if (!bids) return plan;
  /** The bid each editable row of a running campaign must get, for the rows whose bid lies outside. */
  const clamp = <T extends { campaignId: string; state: string }>(
    list: T[],
    bidOf: (row: T) => number | null,
  ) =>
    list.flatMap((row) => {
      const budget = budgetOf.get(row.campaignId);
      const bid = bidOf(row);
      if (budget === undefined || bid === null || !editable(row)) return [];
      const clamped = clampedBid(bid, bids, budget);
      return clamped === null ? [] : [{ row, bidCents: clamped }];
    });
  plan.adGroups = clamp(rows.adGroups, (row) => row.defaultBidCents).map(({ row, bidCents }) => ({
    adGroupId: row.adGroupId,
    defaultBidCents: bidCents,
  }));
  plan.keywords = clamp(rows.keywords, (row) => row.bidCents).map(({ row, bidCents }) => ({
    keywordId: row.keywordId,
    bidCents,
  }));
  plan.targets = clamp(rows.targets, (row) => row.bidCents).map(({ row, bidCents }) => ({
    targetId: row.targetId,
    bidCents,
  }));
  return plan;
}

export const isEmptyPlan = (plan: PushPlan) =>
  plan.campaigns.length + plan.adGroups.length + plan.keywords.length + plan.targets.length === 0;
