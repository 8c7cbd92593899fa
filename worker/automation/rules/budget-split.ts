/**
 * Budget split (issue 29): a SKU's Max daily budget is the SKU's. The daily budgets of the campaigns
 * Skupilot built for it (a role, ENABLED or PAUSED) add up to at most the Max budget — raised for
 * the season while "Increase daily budget at time of year" runs — and the automation re-splits it by
 * what each campaign returns: half of what lies over Amazon's $1 minimums evenly (a new or quiet
 * campaign keeps a fair chance), half by its sales over the last 14 complete days, counted in full at
 * or under the target ACOS and scaled down by target ÷ ACOS above it.
 *
 * - At most once a local day (no budget move of this rule dated today), and only when some budget
 *   moves by more than the deadband; at once, whatever the hour, when the budgets add up to more
 *   than the cap (SKUs from before the split, a season over, a Max budget lowered, an undo).
 * - A campaign with a budget the seller kept (`snapshot.keptBudgets`, while it still holds it) or
 *   held by a seller's edit keeps it; the others share the rest. Migrated campaigns (role null) are
 *   outside the split.
 * - Mid-day, a raise is only as large as the lowered campaigns have not spent yet today, so the
 *   SKU's spend that day stays within the cap (a campaign that spent more than its new budget has
 *   spent it); the rest follows with the next day's split.
 */

import { localDate } from "../../clock/zone-clock";
import type { ProposedChange } from "../../contracts/automation/change";
import { acos } from "../../contracts/metrics";
import { isBetweenDates } from "./ads-off";
import { type CampaignUse, campaignUses, splitCampaigns, USE_DAYS } from "./campaign-use";
import { completeDaysBefore } from "./look-back-totals";
import { moneyText, pct } from "./reason-text";
import type { RuleDefinition } from "./rule";
import type { CampaignSnapshot, RuleClock, RuleInput, SkuSettings, SkuSnapshot } from "./rule-input";
import { everyRun } from "./schedule";
import { seasonalBudget } from "./seasonal-budget";
import { MIN_CAMPAIGN_BUDGET_CENTS, type SplitMember, splitBudget } from "./split-budget";

/** The look-back whose sales weigh the split. */
export const SPLIT_LOOK_BACK_DAYS = 14;
/** A move smaller than this (and than DEADBAND_SHARE of the budget) is not worth a daily change. */
export const DEADBAND_CENTS = 50;
export const DEADBAND_SHARE = 0.05;

/**
 * Today's cap: the Max budget, raised as the seasonal budget setting says while its season runs; its
 * text in the SKU's profile currency ("Max budget £50.00").
 */
export function capOf(
  settings: Pick<SkuSettings, "maxDailyBudgetCents" | "seasonality">,
  clock: Pick<RuleClock, "today">,
  currency: string,
): { cents: number; text: string } {
  const money = (cents: number) => moneyText(cents, currency);
  const max = settings.maxDailyBudgetCents;
  const setting = settings.seasonality?.increaseDailyBudgetAtTimeOfYear;
  if (setting?.isActivated && isBetweenDates(clock.today, setting.from, setting.to)) {
    const raised = seasonalBudget(max, setting, currency);
    if (raised.cents > max) {
      return {
        cents: raised.cents,
        text: `Max budget ${money(max)}, raised to ${money(raised.cents)} for the season ${setting.from} to ${setting.to}`,
      };
    }
  }
  return { cents: max, text: `Max budget ${money(max)}` };
}

type Returns = { spendCents: number; salesCents: number; weight: number };

/** Each campaign's spend and sales over the look-back, and its weight: sales, × target ÷ ACOS above the target. */
function returnsOf(snapshot: SkuSnapshot, today: string): Map<string, Returns> {
  const { startDate, endDate } = completeDaysBefore(today, SPLIT_LOOK_BACK_DAYS);
  const totals = new Map<string, Returns>();
  for (const day of snapshot.targetingDays) {
    if (day.date < startDate || day.date > endDate) continue;
    const row = totals.get(day.campaignId) ?? { spendCents: 0, salesCents: 0, weight: 0 };
    row.spendCents += day.spendCents;
    row.salesCents += day.salesCents;
    totals.set(day.campaignId, row);
  }
  const target = snapshot.settings.targetAcos;
  for (const row of totals.values()) {
    const campaignAcos = acos(row);
    row.weight =
      target === null || campaignAcos === null || campaignAcos <= target
        ? row.salesCents
        : (row.salesCents * target) / campaignAcos;
  }
  return totals;
}

/**
 * What each campaign spent today so far (the sync brings today's figures as they arrive). While
 * Amazon has published nothing of today (`reportedThrough` before it), the first hour's run counts
 * nothing spent (the budgets have just started again); a later run counts each campaign's whole
 * budget as spent, so a raise never counts on money a lowered campaign may already have used.
 */
function spentToday(snapshot: SkuSnapshot, clock: Pick<RuleClock, "today" | "hour">): Map<string, number> {
  const { today } = clock;
  const spent = new Map<string, number>();
  if (snapshot.reportedThrough !== undefined && snapshot.reportedThrough < today) {
    if (clock.hour > 0)
      for (const campaign of snapshot.campaigns) spent.set(campaign.campaignId, campaign.budgetCents);
    return spent;
  }
  for (const day of snapshot.targetingDays) {
    if (day.date === today) spent.set(day.campaignId, (spent.get(day.campaignId) ?? 0) + day.spendCents);
  }
  return spent;
}

/** The rule moved a budget today already (planned or applied, not an undo). */
const splitToday = (snapshot: SkuSnapshot, clock: RuleClock) =>
  snapshot.history.some(
    (change) =>
      change.rule === "BUDGET_SPLIT" &&
      change.kind === "SET_BUDGET" &&
      change.status !== "FAILED" &&
      !change.runKey.startsWith("undo:") &&
      localDate(change.plannedAt, snapshot.settings.timezone) === clock.today,
  );

/**
 * Raises cut back so that today's spend, once every campaign runs to its new budget (or has spent
 * more than it already), stays within the cap. Lowered campaigns free only what they have not spent.
 */
function withinTodaysSpend(
  members: CampaignSnapshot[],
  target: Map<string, number>,
  spent: Map<string, number>,
  capCents: number,
): Map<string, number> {
  const reach = (campaign: CampaignSnapshot) =>
    Math.max(spent.get(campaign.campaignId) ?? 0, target.get(campaign.campaignId) ?? campaign.budgetCents);
  let excess = members.reduce((sum, campaign) => sum + reach(campaign), 0) - capCents;
  if (excess <= 0) return target;
  const result = new Map(target);
  const raised = members
    .map((campaign) => ({ campaign, raise: (target.get(campaign.campaignId) ?? 0) - campaign.budgetCents }))
    .filter(({ raise }) => raise > 0)
    .sort((a, b) => b.raise - a.raise);
  for (const { campaign, raise } of raised) {
    if (excess <= 0) break;
    const cut = Math.min(raise, excess);
    result.set(campaign.campaignId, campaign.budgetCents + raise - cut);
    excess -= cut;
  }
  return result;
}

function returnsText(row: Returns | undefined, target: number | null, currency: string) {
  const money = (cents: number) => moneyText(cents, currency);
  if (!row || row.spendCents === 0) return `no spend over ${SPLIT_LOOK_BACK_DAYS} days`;
  const campaignAcos = acos(row);
  const acosText = campaignAcos === null ? "no sales" : `ACOS ${pct(campaignAcos)}`;
  const targetText = target === null ? "" : ` (target ${pct(target)})`;
  return `${money(row.salesCents)} sales on ${money(row.spendCents)} over ${SPLIT_LOOK_BACK_DAYS} days, ${acosText}${targetText}`;
}

/** Why a campaign gets no more: its share stopped at what it uses, the rest going to those that ran out. */
function heldToUseText(use: CampaignUse | undefined, toCents: number, currency: string) {
  if (!use || use.ceilingCents === null || toCents > use.ceilingCents) return "";
  const spent = moneyText(use.busiestDayCents, currency);
  return `; it spent at most ${spent} a day over ${USE_DAYS} days, so ${use.headroom}× that at most, the rest to the campaigns that ran out`;
}

export function proposeBudgetSplit({ snapshot, clock }: RuleInput): ProposedChange[] {
  const { settings } = snapshot;
  const members = splitCampaigns(snapshot.campaigns);
  if (members.length === 0) return [];
  const cap = capOf(settings, clock, settings.currency);
  const money = (cents: number) => moneyText(cents, settings.currency);
  const held = new Set(snapshot.heldEntityIds);
  const kept = snapshot.keptBudgets ?? {};
  const sum = members.reduce((total, campaign) => total + campaign.budgetCents, 0);
  const overCap = sum > cap.cents;
  if (!overCap && splitToday(snapshot, clock)) return [];

  const returns = returnsOf(snapshot, clock.today);
  const uses = campaignUses(snapshot, members, clock.today);
  // A kept budget counts while the campaign still holds it: changed on Amazon since, it rejoins the split.
  const fixedOf = (campaign: CampaignSnapshot) =>
    kept[campaign.campaignId] === campaign.budgetCents || held.has(campaign.campaignId)
      ? campaign.budgetCents
      : null;
  const free = members.filter((campaign) => fixedOf(campaign) === null);
  const totalWeight = free.reduce((total, c) => total + (returns.get(c.campaignId)?.weight ?? 0), 0);
  const splitMembers: SplitMember[] = members.map((campaign) => ({
    id: campaign.campaignId,
    fixedCents: fixedOf(campaign),
    weight:
      0.5 / free.length +
      (totalWeight > 0
        ? (0.5 * (returns.get(campaign.campaignId)?.weight ?? 0)) / totalWeight
        : 0.5 / free.length),
    ceilingCents: uses.get(campaign.campaignId)?.ceilingCents ?? null,
  }));
  let target = splitBudget(cap.cents, splitMembers);
  let how = `${cap.text} split over ${members.length} campaigns, half evenly, half by sales at or under the target`;
  if (target === null) {
    // The cap cannot hold Amazon's minimum for each campaign: as low as Amazon allows, and say so.
    target = new Map(
      members.map((campaign) => [campaign.campaignId, fixedOf(campaign) ?? MIN_CAMPAIGN_BUDGET_CENTS]),
    );
    how = `${cap.text} cannot give each of its ${members.length} campaigns Amazon's minimum ${money(MIN_CAMPAIGN_BUDGET_CENTS)}: at the minimum; raise the Max budget to at least ${money(members.length * MIN_CAMPAIGN_BUDGET_CENTS)} or pause a campaign`;
  }
  if (overCap) {
    // Bringing the SKU under its cap lowers budgets only; what is left over waits for the next day's split.
    const lowered = new Map<string, number>();
    for (const campaign of members) {
      lowered.set(
        campaign.campaignId,
        Math.min(campaign.budgetCents, target.get(campaign.campaignId) ?? campaign.budgetCents),
      );
    }
    target = lowered;
    how = `the campaigns held ${money(sum)}, over the ${cap.text}; ${how}`;
  } else {
    const moves = free.some((campaign) => {
      const delta = Math.abs(
        (target?.get(campaign.campaignId) ?? campaign.budgetCents) - campaign.budgetCents,
      );
      return delta > Math.max(DEADBAND_CENTS, campaign.budgetCents * DEADBAND_SHARE);
    });
    if (!moves) return [];
    target = withinTodaysSpend(members, target, spentToday(snapshot, clock), cap.cents);
  }

  const proposals: ProposedChange[] = [];
  for (const campaign of free) {
    const to = target.get(campaign.campaignId);
    if (to === undefined || to === campaign.budgetCents) continue;
    const returnsNow = returnsText(returns.get(campaign.campaignId), settings.targetAcos, settings.currency);
    proposals.push({
      rule: "BUDGET_SPLIT",
      skuId: settings.skuId,
      campaignId: campaign.campaignId,
      kind: "SET_BUDGET",
      entityType: "CAMPAIGN",
      entityId: campaign.campaignId,
      fromCents: campaign.budgetCents,
      toCents: to,
      reason: `${how}: ${returnsNow}${heldToUseText(uses.get(campaign.campaignId), to, settings.currency)}; budget ${money(campaign.budgetCents)} → ${money(to)}`,
    });
  }
  // Lowered budgets first: applied in this order, the campaigns never hold more than the cap on the way.
  return proposals.sort((a, b) => delta(a) - delta(b));
}

const delta = (change: ProposedChange) =>
  change.kind === "SET_BUDGET" ? change.toCents - change.fromCents : 0;

export const budgetSplit: RuleDefinition = {
  rule: "BUDGET_SPLIT",
  isEnabled: () => true,
  isDue: everyRun,
  propose: proposeBudgetSplit,
};
