import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys";

/**
 * Reads the seller's profiles afresh once an account is connected. The gate's first read of them may
 * have gone out beside the code exchange and be answered before the account was stored. Invalidating
 * alone would reuse that read (TanStack Query cancels an in-flight fetch only when the query already
 * has data), and its empty list would send the seller back to onboarding under the "connected"
 * toast: cancel it first.
 */
export async function refreshProfilesAfterConnect(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: queryKeys.amazonProfiles });
  await queryClient.invalidateQueries({ queryKey: queryKeys.amazonProfiles });
}
