import { Button, Flex, List, Stack, Text } from "@chakra-ui/react";
import { AppDialog } from "../../../components/ui/app-dialog";
import type { SettingChange } from "./settings-changes";

type ConfirmSettingsDialogProps = {
  sku: string;
  changes: SettingChange[];
  pending: boolean;
  onClose: () => void;
  onKeep: () => void;
  onChange: () => void;
};

/**
 * Migrating a product that already has settings with other figures asks first (issue 29): what would
 * change, old → new; the seller keeps the SKU's settings or changes them.
 */
export function ConfirmSettingsDialog({
  sku,
  changes,
  pending,
  onClose,
  onKeep,
  onChange,
}: ConfirmSettingsDialogProps) {
  return (
    <AppDialog
      open={changes.length > 0}
      onClose={onClose}
      role="alertdialog"
      size="md"
      title={`Change ${sku}'s settings?`}
      footer={
        // Wraps on a phone rather than running out of the dialog.
        <Flex wrap="wrap" gap="2" justify="flex-end">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant="outline" onClick={onKeep} loading={pending}>
            Keep current settings
          </Button>
          <Button colorPalette="blue" onClick={onChange} loading={pending}>
            Change settings
          </Button>
        </Flex>
      }
    >
      <Stack gap="3">
        <Text>
          {sku} already has settings, which its campaigns use. Migrating with the figures you entered would
          change:
        </Text>
        <List.Root ps="5">
          {changes.map((change) => (
            <List.Item key={change.label}>
              {change.label}: {change.from} → {change.to}
            </List.Item>
          ))}
        </List.Root>
        <Text color="fg.muted" fontSize="sm">
          Keep current settings migrates the campaign and leaves them as they are.
        </Text>
      </Stack>
    </AppDialog>
  );
}
