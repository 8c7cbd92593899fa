import type { DeleteAccountInput } from "@contracts/users/account-data.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";
import type { AccountDeletedState } from "../../../lib/auth/account-deleted";
import { signOutOfSession } from "../../../lib/auth/auth-client";
import { forgetSelectedProfile } from "../../../lib/storage-keys";

/** The address of the seller's data export (a zip the browser downloads). */
export const DATA_EXPORT_URL = "/api/users/account/export";

/**
 * Deletes the seller's account (their password confirms it), then signs this browser out, forgets every
 * cached answer and lands on sign-in with the notice of what was done.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: DeleteAccountInput) => call(apiClient.users.account.$delete({ json: input })),
    onSuccess: async (accountDeleted) => {
      await signOutOfSession();
      forgetSelectedProfile();
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
      navigate("/", { replace: true, state: { accountDeleted } satisfies AccountDeletedState });
    },
  });
}
