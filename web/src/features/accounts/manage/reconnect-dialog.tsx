import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { RefreshCw } from "lucide-react";
import { useConnectAccount } from "../api/use-connect-account";

/** An account's Amazon grant stopped working: connect it again through Login with Amazon (spec 000 §2.4). */
export function ReconnectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const connect = useConnectAccount();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Reconnect your Amazon account</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                There was a problem connecting to your Amazon account, please reconnect your current account!
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Later
              </Button>
              <Button colorPalette="blue" loading={connect.isPending} onClick={() => connect.mutate()}>
                <RefreshCw /> Reconnect
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
