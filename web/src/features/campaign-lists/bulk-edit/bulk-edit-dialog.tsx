import { Button, Field, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import type { BatchUndoResult, BulkApplyResult, BulkPreviewRow } from "@contracts/campaigns/bulk-edit";
import type { BulkChange } from "@contracts/campaigns/bulk-edit.schemas";
import { useState } from "react";
import { AppDialog } from "../../../components/ui/app-dialog";
import { BULK_CHOICES, type BulkChoice, bulkChangeOf, needsAmount } from "./bulk-change-form";
import { useBulkApply, useBulkPreview, useUndoBatch } from "./bulk-edit-api";
import { BulkEditRows, type BulkRowView } from "./bulk-edit-rows";
import { APPLY_BADGES, PREVIEW_BADGES, UNDO_BADGES } from "./row-badges";

type BulkEditDialogProps = { profileId: number; campaignIds: string[]; open: boolean; onClose: () => void };

export const NOT_LOGGED_TEXT =
  "These campaigns advertise no SKU of yours in Skupilot, so the change log (and Undo) does not hold them.";

const count = (n: number) => `${n} campaign${n === 1 ? "" : "s"}`;

/** The rows after an undo: each applied row's campaign with its undo's result (the values back). */
function undoneRows(applied: BulkApplyResult, undone: BatchUndoResult): BulkRowView[] {
  return undone.rows.flatMap((result) => {
    const row = applied.rows.find((candidate) => candidate.campaignId === result.campaignId);
    if (!row) return [];
    return [
      {
        ...row,
        before: row.after,
        after: row.before,
        badge: UNDO_BADGES[result.status],
        reason: result.reason,
      },
    ];
  });
}

/**
 * Edit selected (issue 33 item 1): the change, its preview (each campaign's before → after or why it is
 * refused), then each row's result and one Undo for the whole batch.
 */
export function BulkEditDialog({ profileId, campaignIds, open, onClose }: BulkEditDialogProps) {
  const [choice, setChoice] = useState<BulkChoice>("RAISE_PERCENT");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [change, setChange] = useState<BulkChange | null>(null);
  const [preview, setPreview] = useState<BulkPreviewRow[] | null>(null);
  const previewing = useBulkPreview(profileId);
  const applying = useBulkApply(profileId);
  const undoing = useUndoBatch(profileId);
  const applied = applying.data;
  const undone = undoing.data;
  const field = change?.kind === "SET_STATE" ? "state" : "budget";

  const close = () => {
    setPreview(null);
    setChange(null);
    setError(null);
    applying.reset();
    undoing.reset();
    onClose();
  };
  const showPreview = () => {
    const asked = bulkChangeOf(choice, amount);
    if ("error" in asked) return setError(asked.error);
    setError(null);
    setChange(asked.change);
    previewing.mutate(
      { campaignIds, change: asked.change },
      { onSuccess: (answer) => setPreview(answer.rows) },
    );
  };
  const ready = preview?.filter((row) => row.status === "READY").length ?? 0;
  const appliedCount = applied?.rows.filter((row) => row.status === "APPLIED").length ?? 0;

  const step = undone ? "undone" : applied ? "applied" : preview ? "preview" : "form";
  const title = {
    form: `Edit ${count(campaignIds.length)}`,
    preview: "Preview",
    applied: "Results",
    undone: "Undo results",
  }[step];
  const footer = {
    form: (
      <>
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button colorPalette="blue" loading={previewing.isPending} onClick={showPreview}>
          Preview
        </Button>
      </>
    ),
    preview: (
      <>
        <Button variant="outline" onClick={() => setPreview(null)}>
          Back
        </Button>
        <Button
          colorPalette="blue"
          disabled={ready === 0}
          loading={applying.isPending}
          onClick={() => change && applying.mutate({ campaignIds, change })}
        >
          Apply to {count(ready)}
        </Button>
      </>
    ),
    applied: (
      <>
        {(applied?.logged ?? 0) > 0 && (
          <Button
            variant="outline"
            loading={undoing.isPending}
            onClick={() => applied && undoing.mutate(applied.batchId)}
          >
            Undo all
          </Button>
        )}
        <Button onClick={close}>Done</Button>
      </>
    ),
    undone: <Button onClick={close}>Done</Button>,
  }[step];

  return (
    <AppDialog open={open} onClose={close} title={title} footer={footer} size="md">
      {step === "form" && (
        <Stack gap="3">
          <Field.Root>
            <Field.Label>Change</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={choice}
                onChange={(event) => setChoice(event.currentTarget.value as BulkChoice)}
              >
                {BULK_CHOICES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {needsAmount(choice) && (
            <Field.Root invalid={error !== null}>
              <Field.Label>Amount</Field.Label>
              <Input
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.currentTarget.value)}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
          )}
          <Text fontSize="sm" color="fg.muted">
            Nothing changes until you apply the preview.
          </Text>
        </Stack>
      )}
      {step === "preview" && preview && (
        <Stack gap="3">
          <Text>{count(ready)} will change. Each goes through the same checks as a single edit.</Text>
          <BulkEditRows
            label="Preview"
            field={field}
            rows={preview.map((row) => ({ ...row, badge: PREVIEW_BADGES[row.status] }))}
          />
        </Stack>
      )}
      {step === "applied" && applied && (
        <Stack gap="3">
          <Text>{count(appliedCount)} changed on Amazon, logged together: Undo all puts them back.</Text>
          <BulkEditRows
            label="Results"
            field={field}
            rows={applied.rows.map((row) => ({ ...row, badge: APPLY_BADGES[row.status] }))}
          />
        </Stack>
      )}
      {step === "undone" && applied && undone && (
        <BulkEditRows label="Undo results" field={field} rows={undoneRows(applied, undone)} />
      )}
    </AppDialog>
  );
}
