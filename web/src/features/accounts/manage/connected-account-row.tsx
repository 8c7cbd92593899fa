import { Box, Button, Flex, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { format } from "date-fns";
import { RefreshCw, Trash2 } from "lucide-react";
import type { AmazonAccount } from "../../../lib/accounts/amazon-accounts";
import { AccountStateBadge } from "./account-state-badge";

type Props = { account: AmazonAccount; onDisconnect: () => void; onReconnect: () => void };

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap="0" width={{ md: "28" }}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontVariantNumeric="tabular-nums">{value}</Text>
    </Stack>
  );
}

/** One Manage Accounts row: name and e-mail, state, token id, 'Connected on' date, actions; stacks on phones. */
export function ConnectedAccountRow({ account, onDisconnect, onReconnect }: Props) {
  return (
    <Flex
      role="listitem"
      aria-label={account.profileName}
      data-testid="connected-account"
      direction={{ base: "column", md: "row" }}
      align={{ md: "center" }}
      gap={{ base: "3", md: "6" }}
      px="4"
      py="3"
    >
      <Stack gap="0" flex="1" minWidth="0">
        <Text fontWeight="medium" truncate>
          {account.profileName}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {account.profileEmail}
        </Text>
      </Stack>
      <HStack gap={{ base: "4", md: "6" }} wrap="wrap">
        <Box width={{ md: "20" }}>
          <AccountStateBadge state={account.state} />
        </Box>
        <Fact label="Token ID" value={account.tokenId} />
        <Fact label="Connected on" value={format(new Date(account.createdAt), "dd MMM, yyyy")} />
      </HStack>
      <HStack gap="2" justify="flex-end" width={{ md: "36" }}>
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
    </Flex>
  );
}
