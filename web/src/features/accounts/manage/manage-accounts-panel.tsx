import { Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { AmazonAccount } from "../../../lib/accounts/amazon-accounts";
import { useConnectAccount } from "../api/use-connect-account";
import { ConnectedAccountsTable } from "./connected-accounts-table";
import { DisconnectDialog } from "./disconnect-dialog";
import { ReconnectDialog } from "./reconnect-dialog";
import { useReconnectRequested } from "./reconnect-request";

/** Settings › Amazon Accounts (spec 000 §2.4): connect, list, disconnect and reconnect accounts. */
export function ManageAccountsPanel() {
  const connect = useConnectAccount();
  const navigate = useNavigate();
  const reconnectRequested = useReconnectRequested();
  const [reconnectOpen, setReconnectOpen] = useState(reconnectRequested);
  const [disconnect, setDisconnect] = useState<{ account?: AmazonAccount; open: boolean }>({ open: false });

  useEffect(() => {
    if (reconnectRequested) setReconnectOpen(true);
  }, [reconnectRequested]);
  const closeReconnect = () => {
    setReconnectOpen(false);
    // Forget the request, so a reload of /settings does not ask again.
    if (reconnectRequested) navigate({ hash: window.location.hash }, { replace: true, state: null });
  };

  return (
    <Stack gap="5">
      <Flex gap="4" justify="space-between" align={{ base: "stretch", sm: "center" }} wrap="wrap">
        <Stack gap="1">
          <Heading size="md">Connected Amazon accounts</Heading>
          <Text fontSize="sm" color="fg.muted">
            Skupilot manages the Sponsored Products campaigns of these accounts.
          </Text>
        </Stack>
        <Button colorPalette="blue" loading={connect.isPending} onClick={() => connect.mutate()}>
          <Plus /> Connect Account
        </Button>
      </Flex>
      <ConnectedAccountsTable
        onDisconnect={(account) => setDisconnect({ account, open: true })}
        onReconnect={() => setReconnectOpen(true)}
      />
      <DisconnectDialog
        account={disconnect.account}
        open={disconnect.open}
        onClose={() => setDisconnect((current) => ({ ...current, open: false }))}
      />
      <ReconnectDialog open={reconnectOpen} onClose={closeReconnect} />
    </Stack>
  );
}
