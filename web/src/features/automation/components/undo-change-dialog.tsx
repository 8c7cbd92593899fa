import { Button, Stack, Text } from "@chakra-ui/react";
import type { ChangeRow } from "@contracts/automation/change-api";
import { AppDialog } from "../../../components/ui/app-dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { useCurrency } from "../../../lib/currency";
import { formatChangeValue } from "../lib/format-change";

type UndoChangeDialogProps = {
  change: ChangeRow | null;
  pending: boolean;
  /** Why the API would not undo it (409/1010), or another failure's message. */
  error: string | null;
  onClose: () => void;
  onConfirm: (change: ChangeRow) => void;
};

/** Undo asks first, says what goes back on Amazon, and shows why not when it can no longer be undone. */
export function UndoChangeDialog({ change, pending, error, onClose, onConfirm }: UndoChangeDialogProps) {
  const currency = useCurrency();
  return (
    <AppDialog
      open={change !== null}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title="Undo this change?"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            colorPalette="blue"
            loading={pending}
            disabled={error !== null}
            onClick={() => change && onConfirm(change)}
          >
            Undo
          </Button>
        </>
      }
    >
      {change && (
        <Stack gap="3">
          <Text>
            Skupilot sets the {change.field} of <strong>{change.entityLabel}</strong> back to{" "}
            <strong>{formatChangeValue(change.field, change.from, currency)}</strong> on Amazon. The undo is
            logged in the History.
          </Text>
          {error && <FormAlert message={error} />}
        </Stack>
      )}
    </AppDialog>
  );
}
