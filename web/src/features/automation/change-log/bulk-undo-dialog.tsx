import { Badge, Button, HStack, List, Stack, Text } from "@chakra-ui/react";
import type { ChangeRow } from "@contracts/automation/change-api";
import { AppDialog } from "../../../components/ui/app-dialog";
import { useCurrency } from "../../../lib/currency";
import type { UndoResult } from "../api/use-automation-actions";
import { formatChangeValue } from "../lib/format-change";

type BulkUndoDialogProps = {
  changes: ChangeRow[];
  open: boolean;
  pending: boolean;
  /** Each change's answer once the undo ran; null before. */
  results: UndoResult[] | null;
  onClose: () => void;
  onConfirm: () => void;
};

/** Undo of the selected changes: what goes back on Amazon, then each change's own result. */
export function BulkUndoDialog({ changes, open, pending, results, onClose, onConfirm }: BulkUndoDialogProps) {
  const currency = useCurrency();
  const resultOf = new Map(results?.map((result) => [result.id, result]));
  const count = `${changes.length} change${changes.length === 1 ? "" : "s"}`;
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="md"
      title={results ? "Undo results" : `Undo ${count}?`}
      footer={
        results ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button colorPalette="blue" loading={pending} onClick={onConfirm}>
              Undo {count}
            </Button>
          </>
        )
      }
    >
      <Stack gap="3">
        {!results && (
          <Text>
            Skupilot sets each value back on Amazon, one after another, while nothing else has changed it
            since. Each undo is logged.
          </Text>
        )}
        <List.Root as="ul" gap="2" listStyleType="none" aria-label="Changes to undo">
          {changes.map((change) => {
            const result = resultOf.get(change.id);
            return (
              <List.Item key={change.id} borderWidth="1px" borderRadius="md" padding="2">
                <HStack justify="space-between" gap="2" align="start">
                  <Stack gap="0">
                    <Text fontWeight="medium">{change.entityLabel}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {change.field} back to {formatChangeValue(change.field, change.from, currency)}
                    </Text>
                  </Stack>
                  {result && (
                    <Badge colorPalette={result.ok ? "green" : "red"} flexShrink={0}>
                      {result.ok ? "Undone" : "Not undone"}
                    </Badge>
                  )}
                </HStack>
                {result && !result.ok && (
                  <Text fontSize="sm" color="fg.error" marginTop="1">
                    {result.message}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List.Root>
      </Stack>
    </AppDialog>
  );
}
