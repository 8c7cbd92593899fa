import * as v from "valibot";
import type { LaunchedOrMigratedCampaign } from "../../../access/launched-or-migrated-campaign";
import type { BulkPreviewRow } from "../../../contracts/campaigns/bulk-edit";
import { type BulkChange, budgetAfterCents } from "../../../contracts/campaigns/bulk-edit.schemas";
import {
  dailyBudgetField,
  EDITABLE_STATES,
  MIN_DAILY_BUDGET,
} from "../../../contracts/campaigns/campaign-update.schemas";
import { centsToDollars } from "../../../contracts/metrics";
import { formatAmount, moneyMessage } from "../../../contracts/money";

const NOT_EDITABLE = "Only an enabled or paused campaign can be changed";
const BUDGET_NEEDS_ENABLED = "The budget can be edited only when the campaign is enabled";

const isEditable = (state: string) => EDITABLE_STATES.some((editable) => editable === state);

/**
 * One campaign's row of a bulk edit, before the SKU's Max budget is asked: the same checks as a
 * single edit (updateCampaign, dailyBudgetField), each refusal with its reason in words. Pure.
 */
export function planRow(
  campaign: LaunchedOrMigratedCampaign,
  change: BulkChange,
  currency: string,
): BulkPreviewRow {
  const before = { state: campaign.state, budget: centsToDollars(campaign.budgetCents) };
  const row = (
    after: BulkPreviewRow["after"],
    status: BulkPreviewRow["status"],
    reason: string | null = null,
  ) => ({
    campaignId: campaign.campaignId,
    name: campaign.name,
    before,
    after,
    status,
    reason,
  });
  if (change.kind === "SET_STATE") {
    const after = { ...before, state: change.state };
    if (change.state === campaign.state) return row(after, "UNCHANGED");
    return isEditable(campaign.state) ? row(after, "READY") : row(before, "REFUSED", NOT_EDITABLE);
  }
  const after = { ...before, budget: centsToDollars(budgetAfterCents(campaign.budgetCents, change)) };
  if (after.budget === before.budget) return row(after, "UNCHANGED");
  if (campaign.state !== "ENABLED") return row(after, "REFUSED", BUDGET_NEEDS_ENABLED);
  if (after.budget < MIN_DAILY_BUDGET) {
    return row(
      after,
      "REFUSED",
      `Under Amazon's minimum daily budget of ${formatAmount(MIN_DAILY_BUDGET, currency)}`,
    );
  }
  const checked = v.safeParse(dailyBudgetField, after.budget);
  if (!checked.success) return row(after, "REFUSED", moneyMessage(checked.issues[0].message, currency));
  return row(after, "READY");
}
