import { ErrorCode } from "@contracts/api-response";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiRequestError, isNoSubscription } from "../api/api-client";
import { queryKeys } from "../api/query-keys";
import { notify } from "../components/ui/toaster";

/** Code 1003 (no account / not your profile): drop the query string and hash in place, without a reload. */
function cleanUpUrlOnMissingAccount(error: unknown, queryKey?: readonly unknown[]) {
  if (!(error instanceof ApiRequestError) || error.code !== ErrorCode.NO_AMAZON_ACCOUNT) return;
  if (queryKey?.[0] === queryKeys.amazonProfiles[0]) return;
  window.history.replaceState(window.history.state, "", window.location.pathname);
}

/**
 * Code 1001 from any call but the account list (the trial ran out while the app was open): the account
 * list is asked again, and its own 1001 turns the app into the billing-only area (spec 000 §2.1).
 */
function recheckAccountsOnNoSubscription(client: QueryClient, error: unknown, queryKey?: readonly unknown[]) {
  if (!isNoSubscription(error) || queryKey?.[0] === queryKeys.amazonProfiles[0]) return;
  void client.invalidateQueries({ queryKey: queryKeys.amazonProfiles });
}

/** The spec's query defaults (000 §9) and error rules (000 §8). */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        cleanUpUrlOnMissingAccount(error, query.queryKey);
        recheckAccountsOnNoSubscription(client, error, query.queryKey);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        cleanUpUrlOnMissingAccount(error);
        recheckAccountsOnNoSubscription(client, error);
        if (mutation.options.meta?.silent) return;
        notify.error(error instanceof ApiRequestError ? error.data.data.message : error.message);
      },
    }),
  });
  return client;
}

declare module "@tanstack/react-query" {
  interface Register {
    /** `silent: true` lets a form show the error inline instead of as a toast. */
    mutationMeta: { silent?: boolean };
  }
}
