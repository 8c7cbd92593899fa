import { Skeleton, Stack, StackSeparator } from "@chakra-ui/react";
import { Store } from "lucide-react";
import { AppEmptyState } from "../../../components/ui/app-empty-state";
import { ErrorView } from "../../../components/ui/error-view";
import type { AmazonAccount } from "../../../lib/accounts/amazon-accounts";
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
      <AppEmptyState
        borderWidth="1px"
        borderStyle="dashed"
        rounded="l3"
        icon={<Store />}
        title="You do not have any connected accounts"
        description="Connect an Amazon Ads account to start automating."
      />
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
