import type { AmazonAccountView } from "@contracts/amazon-accounts/account-views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../api/api-client";
import { earlyOr } from "../../api/early-reads";
import { queryKeys } from "../../api/query-keys";

export type AmazonAccount = AmazonAccountView;

/** GET /api/amazon/profiles: connected accounts with their profiles; drives the gates and the picker. */
export const amazonAccountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.amazonProfiles,
    // The page's early read answers the first (api/early-reads.ts).
    queryFn: () => call(earlyOr("/api/amazon/profiles", () => apiClient.amazon.profiles.$get())),
    refetchOnWindowFocus: false,
  });

export const useAmazonAccounts = () => useQuery(amazonAccountsQuery());
