import { Alert, Button, Stack, Text } from "@chakra-ui/react";
import { AppDialog } from "../../../components/ui/app-dialog";
import type { AmazonAccount } from "../../../lib/accounts/amazon-accounts";
import { useDisconnectAccount } from "../api/use-disconnect-account";

type Props = { account?: AmazonAccount; open: boolean; onClose: () => void };

/** 'Do you really want to disconnect the account …?' and the Disconnect button (spec 000 §2.4). */
export function DisconnectDialog({ account, open, onClose }: Props) {
  const disconnect = useDisconnectAccount();
  const confirm = () => account && disconnect.mutate(account.tokenId, { onSuccess: onClose });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title="Disconnect account"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={disconnect.isPending}>
            Cancel
          </Button>
          <Button colorPalette="red" loading={disconnect.isPending} onClick={confirm}>
            Disconnect
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>Do you really want to disconnect the account {account?.profileName}?</Text>
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>
            Campaigns created on Skupilot are not deleted automatically. You can keep managing them in your
            Amazon Ads account.
          </Alert.Description>
        </Alert.Root>
      </Stack>
    </AppDialog>
  );
}
