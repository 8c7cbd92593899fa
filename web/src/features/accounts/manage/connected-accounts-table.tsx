import { EmptyState, Skeleton, Stack, StackSeparator, VStack } from "@chakra-ui/react";
import { Store } from "lucide-react";
import { ErrorView } from "../../../components/ui/error-view";
import type { AmazonAccount } from "../api/amazon-accounts";
import { useConnectedAccounts } from "../api/connected-accounts";
import { ConnectedAccountRow } from "./connected-account-row";

type Props = { onDisconnect: (account: AmazonAccount) => void; onReconnect: () => void };

/** The connected accounts, newest first, with their loading, empty and error states. */
export function ConnectedAccountsTable({ onDisconnect, onReconnect }: Props) {
  const accounts = useConnectedAccounts();
  if (accounts.isPending)
    return (
      <Stack gap="2" aria-busy="true" aria-label="Loading connected accounts">
        <Skeleton height="16" />
        <Skeleton height="16" />
      </Stack>
    );
  if (accounts.isError)
    return <ErrorView message={accounts.error.message} onRetry={() => accounts.refetch()} />;
  if (accounts.data.length === 0)
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Store />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>You do not have any connected accounts</EmptyState.Title>
            <EmptyState.Description>
              Connect an Amazon Ads account to start automating.
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );

  return (
    <Stack
      role="list"
      aria-label="Connected Amazon accounts"
      gap="0"
      borderWidth="1px"
      rounded="l3"
      separator={<StackSeparator />}
    >
      {accounts.data.map((account) => (
        <ConnectedAccountRow
          key={account.tokenId}
          account={account}
          onDisconnect={() => onDisconnect(account)}
          onReconnect={onReconnect}
        />
      ))}
    </Stack>
  );
}
