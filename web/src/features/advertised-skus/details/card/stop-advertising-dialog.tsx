import { Button } from "@chakra-ui/react";
import { AppDialog } from "../../../../components/ui/app-dialog";

type StopAdvertisingDialogProps = {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Stop asks first (spec 001 §2 "Product Details"). */
export function StopAdvertisingDialog({ open, pending, onClose, onConfirm }: StopAdvertisingDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title="Stop advertising"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" loading={pending} onClick={onConfirm}>
            Stop
          </Button>
        </>
      }
    >
      Are you sure you want to stop advertising?
    </AppDialog>
  );
}
