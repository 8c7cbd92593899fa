/**
 * A seller's own edit of the daily budget of a campaign Skupilot built for a SKU: the campaign
 * keeps it as its share of the SKU's Max budget (sku_campaigns.kept_budget_cents) and the rest is
 * split among the SKU's other campaigns (docs/campaign-structure.md, "The Max budget is the SKU's").
 * A budget that leaves the others less than Amazon's minimum each (and the budgets kept on them)
 * is refused, 400/1005 naming `budget`.
 */
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ProfileAccess } from "../../access/profile-ads-client";
import { capOf } from "../../automation/rules/budget-split";
import { leastCapCents, MIN_CAMPAIGN_BUDGET_CENTS, splitBudget } from "../../automation/rules/split-budget";
import { ruleClockAt } from "../../clock/zone-clock";
import { validationError } from "../../contracts/api-error";
import { formatCents } from "../../contracts/money";
import { advertisedSkus } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { skuCampaigns } from "../../db/sku-structure-schema";
import { mirrorStatements } from "../sku-structure/push-mirror";
import { type PushPlan, splitMembersOf } from "../sku-structure/push-plan";
import { builtStructureRows } from "../sku-structure/push-rows";

export type ShareEdit = {
  skuCampaignId: number;
  /** The other campaigns' new budgets (only those that change). */
  others: PushPlan["campaigns"];
};

/** What the other campaigns must hold at least, in words: the budgets kept on them and Amazon's minimum for the rest. */
function holdText(others: ReturnType<typeof splitMembersOf>, currency: string) {
  const money = (cents: number) => formatCents(cents, currency);
  const kept = others.filter((member) => member.fixedCents !== null);
  const split = others.length - kept.length;
  const parts = [
    ...(kept.length > 0
      ? [
          `the ${money(kept.reduce((sum, member) => sum + (member.fixedCents ?? 0), 0))} you kept on ${kept.length === 1 ? "one of them" : `${kept.length} of them`}`,
        ]
      : []),
    ...(split > 0
      ? [
          `Amazon's minimum ${money(MIN_CAMPAIGN_BUDGET_CENTS)} for ${split === 1 ? "the other one" : `each of ${split === others.length ? "the" : "the other"} ${split}`}`,
        ]
      : []),
  ];
  return parts.join(" and ");
}

/**
 * The split after the seller sets `budgetCents` on one of a SKU's own campaigns; null for a campaign
 * outside any split (a migrated one). 400/1005 when the SKU's Max budget cannot hold it, the amounts
 * in the profile's currency.
 */
export async function planShareEdit(
  db: Database,
  profile: { id: number; timezone: string; currencyCode: string },
  campaignId: string,
  budgetCents: number,
  now: Date,
): Promise<ShareEdit | null> {
  const [row] = await db
    .select({ id: skuCampaigns.id, sku: advertisedSkus })
    .from(skuCampaigns)
    .innerJoin(advertisedSkus, eq(advertisedSkus.id, skuCampaigns.advertisedSkuId))
    .where(and(eq(skuCampaigns.profileId, profile.id), eq(skuCampaigns.campaignId, campaignId)));
  if (!row) return null;
  const cap = capOf(row.sku, ruleClockAt(now, profile.timezone), profile.currencyCode);
  const money = (cents: number) => formatCents(cents, profile.currencyCode);
  const rows = await builtStructureRows(db, profile.id, row.sku.id);
  const others = rows.campaigns.filter((campaign) => campaign.campaignId !== campaignId);
  const members = splitMembersOf(others);
  const least = leastCapCents(members);
  if (budgetCents + least > cap.cents) {
    const atMost = Math.max(0, cap.cents - least);
    throw validationError(
      "budget",
      `${row.sku.sku}'s ${cap.text.replace(/^Max budget /, "Max budget is ")} and its other campaigns hold ${money(least)} (${holdText(members, profile.currencyCode)}): this campaign can have at most ${money(atMost)}.`,
    );
  }
  const shares = splitBudget(cap.cents - budgetCents, members) ?? new Map<string, number>();
  return {
    skuCampaignId: row.id,
    others: others
      .filter((campaign) => shares.has(campaign.campaignId))
      .map((campaign) => ({
        campaignId: campaign.campaignId,
        fromCents: campaign.budgetCents,
        budgetCents: shares.get(campaign.campaignId) ?? campaign.budgetCents,
      }))
      .filter((campaign) => campaign.budgetCents !== campaign.fromCents),
  };
}

const plan = (campaigns: PushPlan["campaigns"]): PushPlan => ({
  campaigns,
  adGroups: [],
  keywords: [],
  targets: [],
});

/** The others' lowered budgets, sent before the edited campaign's (so the SKU never holds more than its cap). */
export const loweredPlan = (edit: ShareEdit) =>
  plan(edit.others.filter((campaign) => campaign.budgetCents < campaign.fromCents));
/** The others' raised budgets, sent after it. */
export const raisedPlan = (edit: ShareEdit) =>
  plan(edit.others.filter((campaign) => campaign.budgetCents > campaign.fromCents));

/** Our synced copy of the others' budgets and the kept share, written with the campaign's own update. */
export function shareStatements(
  db: Database,
  profileId: number,
  edit: ShareEdit,
  budgetCents: number,
): BatchItem<"sqlite">[] {
  return [
    ...mirrorStatements(db, profileId, plan(edit.others)),
    db
      .update(skuCampaigns)
      .set({ keptBudgetCents: budgetCents })
      .where(eq(skuCampaigns.id, edit.skuCampaignId)),
  ];
}

export type { ProfileAccess };
