import { Button, Text } from "@chakra-ui/react";
import { RefreshCw } from "lucide-react";
import { AppDialog } from "../../../components/ui/app-dialog";
import { useConnectAccount } from "../api/use-connect-account";

/** An account's Amazon grant stopped working: connect it again through Login with Amazon (spec 000 §2.4). */
export function ReconnectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const connect = useConnectAccount();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Reconnect your Amazon account"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Later
          </Button>
          <Button colorPalette="blue" loading={connect.isPending} onClick={() => connect.mutate()}>
            <RefreshCw /> Reconnect
          </Button>
        </>
      }
    >
      <Text>
        There was a problem connecting to your Amazon account, please reconnect your current account!
      </Text>
    </AppDialog>
  );
}
