import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import type { AmazonAccount } from "../api/amazon-accounts";
import { useDisconnectAccount } from "../api/use-disconnect-account";

type Props = { account?: AmazonAccount; open: boolean; onClose: () => void };

/** 'Do you really want to disconnect the account …?' and the Disconnect button (spec 000 §2.4). */
export function DisconnectDialog({ account, open, onClose }: Props) {
  const disconnect = useDisconnectAccount();
  const confirm = () => account && disconnect.mutate(account.tokenId, { onSuccess: onClose });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Disconnect account</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>Do you really want to disconnect the account {account?.profileName}?</Text>
                <Alert.Root status="info" variant="subtle">
                  <Alert.Indicator />
                  <Alert.Description>
                    Campaigns created on Skupilot are not deleted automatically. You can keep managing them in
                    your Amazon Ads account.
                  </Alert.Description>
                </Alert.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={disconnect.isPending}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={disconnect.isPending} onClick={confirm}>
                Disconnect
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
