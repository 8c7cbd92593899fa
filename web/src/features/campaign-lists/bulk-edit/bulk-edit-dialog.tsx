import type { BulkApplyRow, BulkCampaignValues, BulkPreviewRow } from "@contracts/campaigns/bulk-edit";
import type { BulkChange } from "@contracts/campaigns/bulk-edit.schemas";
import { BulkEditDialog as SharedBulkEditDialog } from "../../../components/bulk-edit/bulk-edit-dialog";
import { undoBatch } from "../../../components/bulk-edit/undo-batch";
import { useMoney } from "../../../lib/currency";
import { BULK_CHOICES, type BulkChoice, bulkChangeOf, needsAmount } from "./bulk-change-form";
import { applyBulkEdit, previewBulkEdit, useRefetchAfterEdit } from "./bulk-edit-api";

type BulkEditDialogProps = { profileId: number; campaignIds: string[]; open: boolean; onClose: () => void };

const STATE_TEXT: Record<string, string> = { ENABLED: "Enabled", PAUSED: "Paused", ARCHIVED: "Archived" };
const stateText = (state: string) => STATE_TEXT[state] ?? state;

/** Edit selected campaigns (issue 33 item 1): their daily budget or state, through the shared bulk edit. */
export function BulkEditDialog({ profileId, campaignIds, open, onClose }: BulkEditDialogProps) {
  const money = useMoney();
  const refetch = useRefetchAfterEdit(profileId);
  const valueText = (values: BulkCampaignValues, change: BulkChange) =>
    change.kind === "SET_STATE" ? stateText(values.state) : money(values.budget);
  return (
    <SharedBulkEditDialog<BulkChange, BulkPreviewRow, BulkApplyRow>
      open={open}
      onClose={onClose}
      count={campaignIds.length}
      noun={["campaign", "campaigns"]}
      choices={BULK_CHOICES}
      initialChoice="RAISE_PERCENT"
      needsAmount={(choice) => needsAmount(choice as BulkChoice)}
      changeOf={(choice, amount) => bulkChangeOf(choice as BulkChoice, amount)}
      preview={(change) => previewBulkEdit(profileId, { campaignIds, change })}
      apply={(change) => applyBulkEdit(profileId, { campaignIds, change })}
      undo={(batchId) => undoBatch(profileId, batchId)}
      onChanged={refetch}
      text={(row, change) => ({
        key: row.campaignId,
        name: row.name,
        before: valueText(row.before, change),
        after: valueText(row.after, change),
      })}
      undoneKey={(row) => row.campaignId}
    />
  );
}
