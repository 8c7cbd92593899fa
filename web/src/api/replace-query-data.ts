import type { QueryClient, QueryKey, Updater } from "@tanstack/react-query";

/**
 * Puts a mutation's answer in the cache. A fetch of the same key still in flight started before the
 * change was saved, so it is cancelled first: resolving afterwards it would put back what was true
 * before (a renamed seller's menu showing the old name).
 */
export async function replaceQueryData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  updater: Updater<T | undefined, T | undefined>,
) {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, updater);
}
