/**
 * The SKU's Max budget as the services keep it (docs/campaign-structure.md, "The Max budget is the
 * SKU's"): the checks and messages that refuse a budget the split cannot hold, and a new campaign
 * joining the split (Launch Brand, a competitor) with the others lowered on Amazon first.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { ProfileAccess } from "../../access/profile-ads-client";
import { leastCapCents, MIN_CAMPAIGN_BUDGET_CENTS, splitBudget } from "../../automation/rules/split-budget";
import { validationError } from "../../contracts/api-error";
import { formatCents } from "../../contracts/money";
import type { Database } from "../../db/client";
import { mirrorStatements } from "./push-mirror";
import { type PushPlan, type PushRows, splitMembersOf } from "./push-plan";
import { builtStructureRows } from "./push-rows";

const campaignsText = (count: number) => (count === 1 ? "1 campaign" : `${count} campaigns`);

/** The SKU as a refusal names it: its name, and its profile's currency that the amounts are written in. */
export type SplitSku = { sku: string; currency: string };

/**
 * 400/1005 on maxDailyBudget: the cap cannot hold Amazon's minimum for each campaign (and the kept
 * budgets), the amounts in the SKU's profile currency.
 */
export function tooSmallForCampaigns(
  { sku, currency }: SplitSku,
  capCents: number,
  campaigns: PushRows["campaigns"],
  joining = 0,
) {
  const money = (cents: number) => formatCents(cents, currency);
  const least = leastCapCents(splitMembersOf(campaigns)) + joining * MIN_CAMPAIGN_BUDGET_CENTS;
  const count = splitMembersOf(campaigns).length + joining;
  const kept = campaigns.filter((campaign) => campaign.keptCents != null).length;
  const keptText = kept > 0 ? `, with the budgets you kept on ${campaignsText(kept)},` : "";
  return validationError(
    "maxDailyBudget",
    `${sku}'s Max budget ${money(capCents)} cannot give each of its ${campaignsText(count)}${keptText} Amazon's minimum daily budget of ${money(MIN_CAMPAIGN_BUDGET_CENTS)}: set a Max budget of at least ${money(least)}.`,
  );
}

/** Refuses (400/1005, maxDailyBudget) a cap the SKU's campaigns cannot share; `joining` more to come. */
export function requireSplit(campaigns: PushRows["campaigns"], capCents: number, sku: SplitSku, joining = 0) {
  const least = leastCapCents(splitMembersOf(campaigns)) + joining * MIN_CAMPAIGN_BUDGET_CENTS;
  if (least > capCents) throw tooSmallForCampaigns(sku, capCents, campaigns, joining);
}

export type JoinedSplit = {
  /** The new campaign's share of the Max budget. */
  budgetCents: number;
  /** The others' lowered budgets (lowered first on Amazon). */
  lowered: PushPlan["campaigns"];
};

const NEW_CAMPAIGN = "\u0000new";

/**
 * One more campaign in the SKU's split: it gets the mean share of the campaigns that are split (an
 * even share when they are even), the others keep their proportions and kept budgets. 400/1005
 * naming maxDailyBudget when the Max budget cannot hold Amazon's minimum for one more.
 */
export function joinSplit(campaigns: PushRows["campaigns"], capCents: number, sku: SplitSku): JoinedSplit {
  requireSplit(campaigns, capCents, sku, 1);
  const members = splitMembersOf(campaigns);
  const free = members.filter((member) => member.fixedCents === null);
  const meanWeight =
    free.length === 0 ? 1 : free.reduce((sum, member) => sum + member.weight, 0) / free.length;
  const weight = meanWeight > 0 ? meanWeight : 1;
  const shares = splitBudget(capCents, [
    ...members.map((member) => (member.weight === 0 && meanWeight === 0 ? { ...member, weight: 1 } : member)),
    { id: NEW_CAMPAIGN, weight, fixedCents: null },
  ]);
  if (!shares) throw tooSmallForCampaigns(sku, capCents, campaigns, 1);
  const lowered = campaigns
    .filter((campaign) => shares.has(campaign.campaignId))
    .map((campaign) => ({
      campaignId: campaign.campaignId,
      fromCents: campaign.budgetCents,
      budgetCents: Math.min(campaign.budgetCents, shares.get(campaign.campaignId) ?? campaign.budgetCents),
    }))
    .filter((campaign) => campaign.budgetCents < campaign.fromCents);
  // What the others hold after lowering, and never more than the split's share: the new campaign's.
  const othersHold = campaigns
    .filter((campaign) => shares.has(campaign.campaignId))
    .reduce(
      (sum, campaign) =>
        sum + Math.min(campaign.budgetCents, shares.get(campaign.campaignId) ?? campaign.budgetCents),
      0,
    );
  const budgetCents = Math.max(
    MIN_CAMPAIGN_BUDGET_CENTS,
    Math.min(shares.get(NEW_CAMPAIGN) ?? MIN_CAMPAIGN_BUDGET_CENTS, capCents - othersHold),
  );
  return { budgetCents, lowered };
}

/**
 * Before a new campaign of the SKU is built: its share of the Max budget, the others lowered on
 * Amazon first (1008 when Amazon refuses). Answers the share and the statements that bring our
 * synced copy of the lowered budgets along.
 */
export async function makeRoomForCampaign(
  db: Database,
  access: ProfileAccess,
  profileId: number,
  sku: { id: number; sku: string; maxDailyBudgetCents: number },
  send: (access: ProfileAccess, plan: PushPlan) => Promise<void>,
): Promise<{ budgetCents: number; mirror: BatchItem<"sqlite">[] }> {
  const rows = await builtStructureRows(db, profileId, sku.id);
  const { budgetCents, lowered } = joinSplit(rows.campaigns, sku.maxDailyBudgetCents, {
    sku: sku.sku,
    currency: access.profile.currencyCode,
  });
  if (lowered.length === 0) return { budgetCents, mirror: [] };
  const plan: PushPlan = { campaigns: lowered, adGroups: [], keywords: [], targets: [] };
  await send(access, plan);
  return { budgetCents, mirror: mirrorStatements(db, profileId, plan) };
}
