import { Button, HStack, IconButton, Stack, Table, Text } from "@chakra-ui/react";
import { format } from "date-fns";
import { RefreshCw, Trash2 } from "lucide-react";
import type { AmazonAccount } from "../api/amazon-accounts";
import { AccountStateBadge } from "./account-state-badge";

type Props = { account: AmazonAccount; onDisconnect: () => void; onReconnect: () => void };

/** One Manage Accounts row: name and e-mail, state, token id, 'Connected on' date, actions. */
export function ConnectedAccountRow({ account, onDisconnect, onReconnect }: Props) {
  return (
    <Table.Row data-testid="connected-account">
      <Table.Cell>
        <Stack gap="0">
          <Text fontWeight="medium">{account.profileName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {account.profileEmail}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <AccountStateBadge state={account.state} />
      </Table.Cell>
      <Table.Cell>
        <Text fontSize="sm" color="fg.muted">
          Token ID
        </Text>
        <Text fontVariantNumeric="tabular-nums">{account.tokenId}</Text>
      </Table.Cell>
      <Table.Cell>
        <Text fontSize="sm" color="fg.muted">
          Connected on
        </Text>
        <Text>{format(new Date(account.createdAt), "dd MMM, yyyy")}</Text>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap="2" justify="flex-end">
          {account.state === "INVALID" && (
            <Button size="xs" variant="outline" colorPalette="blue" onClick={onReconnect}>
              <RefreshCw /> Reconnect
            </Button>
          )}
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Disconnect ${account.profileName}`}
            onClick={onDisconnect}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
