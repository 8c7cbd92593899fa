import type { AssistantReply, CampaignRow } from "../../assistant";
import type { AnswerContext } from "../answer-context";
import { campaignsNamed, notManaged } from "../campaigns-named";
import { literal, money } from "../format";
import { CAMPAIGN_LOOKUP } from "../name-lookups";
import { rowOrReply } from "../pick-by-name";
import { dailyBudgetWidget, WIDGET } from "../widgets";

export type RaiseBudgetData = {
  name?: string;
  amount?: number;
  by?: "amount" | "percent";
  campaigns: CampaignRow[];
};

/** Document 001 §5: a campaign's daily budget is at least 1. */
export const MIN_DAILY_BUDGET = 1;

export async function raiseBudgetData(
  context: AnswerContext,
  request: Omit<RaiseBudgetData, "campaigns">,
): Promise<RaiseBudgetData> {
  return {
    ...request,
    campaigns: request.name === undefined ? [] : await campaignsNamed(context, request.name),
  };
}

/** The budget asked for: "to 50" sets it, "by 10" adds, "by 20 %" adds a share; undefined when no amount. */
export function newBudget(current: number, amount?: number, by?: "amount" | "percent"): number | undefined {
  if (amount === undefined) return undefined;
  const budget =
    by === "percent" ? current * (1 + amount / 100) : by === "amount" ? current + amount : amount;
  return Math.round(budget * 100) / 100;
}

/** Raise a budget: one UpdateDailyBudget widget for the managed campaign, with the new budget suggested. */
export function composeRaiseBudget({ name, amount, by, campaigns }: RaiseBudgetData): AssistantReply {
  if (name === undefined)
    return {
      text: "Which campaign's budget? Name it in quotes with the amount, for example: raise the budget of “Dog Beds – Auto” to $50.",
    };
  const found = rowOrReply(campaigns, name, CAMPAIGN_LOOKUP);
  if ("reply" in found) return found.reply;
  const campaign = found.row;
  if (!campaign.managed) return { text: notManaged(campaign.name) };
  const current = money(campaign.dailyBudget, campaign.currency);
  const budget = newBudget(campaign.dailyBudget, amount, by);
  if (budget !== undefined && budget < MIN_DAILY_BUDGET)
    return {
      text: `A daily budget must be at least ${money(MIN_DAILY_BUDGET, campaign.currency)}; **${literal(campaign.name)}** has ${current}.`,
    };
  const text =
    budget === undefined
      ? `**${literal(campaign.name)}** has a daily budget of ${current}. Enter the new one:`
      : `**${literal(campaign.name)}** has a daily budget of ${current}; the new one would be **${money(budget, campaign.currency)}**${budget < campaign.dailyBudget ? " (lower than now)" : ""}. Confirm it:`;
  return { text: `${text}\n\n${WIDGET}`, widget: dailyBudgetWidget(campaign, budget) };
}
