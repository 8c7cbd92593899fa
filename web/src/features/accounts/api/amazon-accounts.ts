import type { AmazonAccountView } from "@contracts/amazon-accounts/account-views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";

export type AmazonAccount = AmazonAccountView;

/** GET /api/amazon/profiles: connected accounts with their profiles; drives the gates and the picker. */
export const amazonAccountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.amazonProfiles,
    queryFn: () => api<AmazonAccount[]>("/amazon/profiles"),
    refetchOnWindowFocus: false,
  });

export const useAmazonAccounts = () => useQuery(amazonAccountsQuery());
