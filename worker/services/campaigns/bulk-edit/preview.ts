import {
  type LaunchedOrMigratedCampaign,
  requireLaunchedOrMigratedCampaign,
} from "../../../access/launched-or-migrated-campaign";
import type { OwnProfile } from "../../../access/own-profile";
import { ApiError } from "../../../contracts/api-error";
import type { BulkPreview, BulkPreviewRow } from "../../../contracts/campaigns/bulk-edit";
import type { BulkEdit } from "../../../contracts/campaigns/bulk-edit.schemas";
import type { Database } from "../../../db/client";
import { planShareEdit } from "../budget-share";
import { planRow } from "./plan-row";

/** The campaigns named, each the seller's launched or migrated one: any other id is 1006 for all. */
async function selectedCampaigns(db: Database, profileId: number, campaignIds: string[]) {
  const campaigns: LaunchedOrMigratedCampaign[] = [];
  for (const id of campaignIds) campaigns.push(await requireLaunchedOrMigratedCampaign(db, profileId, id));
  return campaigns;
}

/** The reason of a refusal in words, without the field the single edit's message names. */
export const reasonOf = (error: ApiError) =>
  error.field ? error.message.replace(`${error.field}: `, "") : error.message;

/** A READY budget row the SKU's Max budget cannot hold is refused with the single edit's words. */
async function withinMaxBudget(db: Database, profile: OwnProfile, row: BulkPreviewRow, now: Date) {
  if (row.status !== "READY" || row.after.budget === row.before.budget) return row;
  try {
    await planShareEdit(db, profile, row.campaignId, Math.round(row.after.budget * 100), now);
    return row;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 1005) throw error;
    return { ...row, status: "REFUSED" as const, reason: reasonOf(error) };
  }
}

/** Each selected campaign beside its row: what the edit would make of it, or why it is refused. */
export async function planBulkEdit(db: Database, profile: OwnProfile, edit: BulkEdit, now: Date) {
  const campaigns = await selectedCampaigns(db, profile.id, edit.campaignIds);
  const planned: { campaign: LaunchedOrMigratedCampaign; row: BulkPreviewRow }[] = [];
  for (const campaign of campaigns) {
    const row = planRow(campaign, edit.change, profile.currencyCode);
    planned.push({ campaign, row: await withinMaxBudget(db, profile, row, now) });
  }
  return planned;
}

/**
 * POST /api/campaigns/{profileId}/bulk/preview: each selected campaign's state and budget before → after
 * and whether the edit would be refused, and why. Reads only; changes nothing.
 */
export async function previewBulkEdit(
  db: Database,
  profile: OwnProfile,
  edit: BulkEdit,
  now: Date,
): Promise<BulkPreview> {
  return { rows: (await planBulkEdit(db, profile, edit, now)).map(({ row }) => row) };
}
