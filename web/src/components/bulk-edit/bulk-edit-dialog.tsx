import { Button, Field, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import type { BatchUndoResult, BatchUndoRow } from "@contracts/campaigns/bulk-edit";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { RowNoun } from "../data-table/selection-text";
import { AppDialog } from "../ui/app-dialog";
import { BulkEditRows, type BulkRowView } from "./bulk-edit-rows";
import { APPLY_BADGES, PREVIEW_BADGES, UNDO_BADGES } from "./row-badges";

/** A row of a preview or of the results, as the API answers it. */
type AnsweredRow<Status> = { status: Status; reason: string | null };
type PreviewRow = AnsweredRow<keyof typeof PREVIEW_BADGES>;
type AppliedRow = AnsweredRow<keyof typeof APPLY_BADGES>;

/** The row as the list shows it, before its badge: name and the values before → after. */
export type RowText = { key: string; name: string; before: string; after: string };

export type BulkEditDialogProps<Change, Previewed extends PreviewRow, Applied extends AppliedRow> = {
  open: boolean;
  onClose: () => void;
  /** How many rows are selected, and what they are: ['campaign', 'campaigns']. */
  count: number;
  noun: RowNoun;
  choices: readonly { value: string; label: string }[];
  initialChoice: string;
  needsAmount: (choice: string) => boolean;
  /** The change the choice and the amount's text ask for, or what is wrong with them. */
  changeOf: (choice: string, amount: string) => { change: Change } | { error: string };
  preview: (change: Change) => Promise<{ rows: Previewed[] }>;
  apply: (change: Change) => Promise<{ batchId: string; logged: number; rows: Applied[] }>;
  undo: (batchId: string) => Promise<BatchUndoResult>;
  /** The lists, pages and change log ask again after an apply or an undo. */
  onChanged: () => Promise<unknown>;
  /** The row's name and values in words; `change` is the one previewed or applied. */
  text: (row: Previewed | Applied, change: Change) => RowText;
  /** The key of the applied row an undo row puts back. */
  undoneKey: (row: BatchUndoRow) => string;
};

const counted = (n: number, [one, many]: RowNoun) => `${n} ${n === 1 ? one : many}`;

/**
 * A bulk edit (issue 33 item 1): the change, its preview (each row's before → after or why it is
 * refused), then each row's result and one Undo for the whole batch. Campaigns' budgets and states and
 * keywords' and targets' bids go through it.
 */
export function BulkEditDialog<Change, Previewed extends PreviewRow, Applied extends AppliedRow>(
  props: BulkEditDialogProps<Change, Previewed, Applied>,
) {
  const { open, onClose, count, noun, choices, needsAmount } = props;
  const [choice, setChoice] = useState(props.initialChoice);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const [preview, setPreview] = useState<Previewed[] | null>(null);
  const previewing = useMutation({ mutationFn: props.preview });
  const applying = useMutation({ mutationFn: props.apply, onSuccess: props.onChanged });
  const undoing = useMutation({ mutationFn: props.undo, onSuccess: props.onChanged });
  const applied = applying.data;
  const undone = undoing.data;

  const close = () => {
    setPreview(null);
    setChange(null);
    setError(null);
    applying.reset();
    undoing.reset();
    onClose();
  };
  const showPreview = () => {
    const asked = props.changeOf(choice, amount);
    if ("error" in asked) return setError(asked.error);
    setError(null);
    setChange(asked.change);
    previewing.mutate(asked.change, { onSuccess: (answer) => setPreview(answer.rows) });
  };
  const text = (row: Previewed | Applied) => props.text(row, change as Change);
  const ready = preview?.filter((row) => row.status === "READY").length ?? 0;
  const appliedCount = applied?.rows.filter((row) => row.status === "APPLIED").length ?? 0;
  const undoneRows = (): BulkRowView[] =>
    (undone?.rows ?? []).flatMap((result) => {
      const row = applied?.rows.find((candidate) => text(candidate).key === props.undoneKey(result));
      if (!row) return [];
      const shown = text(row);
      return [
        {
          ...shown,
          before: shown.after,
          after: shown.before,
          badge: UNDO_BADGES[result.status],
          reason: result.reason,
        },
      ];
    });

  const step = undone ? "undone" : applied ? "applied" : preview ? "preview" : "form";
  const title = {
    form: `Edit ${counted(count, noun)}`,
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
          onClick={() => change !== null && applying.mutate(change)}
        >
          Apply to {counted(ready, noun)}
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
              <NativeSelect.Field value={choice} onChange={(event) => setChoice(event.currentTarget.value)}>
                {choices.map((option) => (
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
          <Text>{counted(ready, noun)} will change. Each goes through the same checks as a single edit.</Text>
          <BulkEditRows
            label="Preview"
            rows={preview.map((row) => ({
              ...text(row),
              badge: PREVIEW_BADGES[row.status],
              reason: row.reason,
            }))}
          />
        </Stack>
      )}
      {step === "applied" && applied && (
        <Stack gap="3">
          <Text>
            {counted(appliedCount, noun)} changed on Amazon, logged together: Undo all puts them back.
          </Text>
          <BulkEditRows
            label="Results"
            rows={applied.rows.map((row) => ({
              ...text(row),
              badge: APPLY_BADGES[row.status],
              reason: row.reason,
            }))}
          />
        </Stack>
      )}
      {step === "undone" && <BulkEditRows label="Undo results" rows={undoneRows()} />}
    </AppDialog>
  );
}
