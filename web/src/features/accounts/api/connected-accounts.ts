import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import type { AmazonAccount } from "../../../lib/accounts/amazon-accounts";

export const connectedAccountsKey = ["connected-amazon-accounts"] as const;

const newestFirst = (accounts: AmazonAccount[]) => [...accounts].sort((a, b) => b.tokenId - a.tokenId);

/** GET /api/users/connected-amazon-accounts: the Manage Accounts rows, tokenId descending (spec 000 §2.4). */
export const connectedAccountsQuery = () =>
  queryOptions({
    queryKey: connectedAccountsKey,
    queryFn: () => call(apiClient.users["connected-amazon-accounts"].$get()),
    select: newestFirst,
  });

export const useConnectedAccounts = () => useQuery(connectedAccountsQuery());
