import type { CurrentUser } from "@contracts/users/users.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiClient, call } from "../../api/api-client";
import { dropEarlyReads, earlyOr } from "../../api/early-reads";
import { queryKeys } from "../../api/query-keys";

/** The signed-in user, or null when signed out (401, code 1009); the page's early read answers the first. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: async () => {
      try {
        return await call(earlyOr("/api/users", () => apiClient.users.$get()));
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 1009) {
          dropEarlyReads();
          return null;
        }
        throw error;
      }
    },
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    // A failed answer (1001 is tolerated, spec 000 §8) is not asked again by each screen that mounts: a
    // refetch without data is pending again, and the app would show its loader instead of those screens.
    retryOnMount: false,
  });

export const useCurrentUser = () => useQuery(currentUserQuery());

/** For screens that only render when signed in. */
export function useSignedInUser(): CurrentUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error("useSignedInUser outside the signed-in area");
  return data;
}
