import { and, eq, gte } from "drizzle-orm";
import { campaignBudgetOuts } from "../db/budget-outs-schema";
import type { Database } from "../db/client";
import { inList } from "../db/in-list";
import type { BudgetOut } from "./rules/rule-input";

/** The out-of-budget sightings of these campaigns since `since` (rules/budget-bound.ts), by campaign. */
export async function loadBudgetOuts(
  db: Database,
  profileId: number,
  campaignIds: string[],
  since: string,
): Promise<Map<string, BudgetOut[]>> {
  const byCampaign = new Map<string, BudgetOut[]>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .select({
      campaignId: campaignBudgetOuts.campaignId,
      date: campaignBudgetOuts.date,
      hour: campaignBudgetOuts.hour,
    })
    .from(campaignBudgetOuts)
    .where(
      and(
        eq(campaignBudgetOuts.profileId, profileId),
        gte(campaignBudgetOuts.date, since),
        inList(campaignBudgetOuts.campaignId, campaignIds),
      ),
    );
  for (const row of rows) byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), row]);
  return byCampaign;
}

/** One SKU's sightings, from its campaigns. */
export const budgetOutsOf = (byCampaign: Map<string, BudgetOut[]>, campaigns: { campaignId: string }[]) =>
  campaigns.flatMap((campaign) => byCampaign.get(campaign.campaignId) ?? []);
