import type { SignOutEverywhereInput } from "@contracts/users/users.schemas";
import { useMutation } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { useSignOut } from "../../../lib/auth/use-sign-out";

/**
 * Signs the seller out of every device, their password confirming it: the server ends every session,
 * this browser's too; then this browser signs out as the user menu does and lands on sign-in.
 */
export function useSignOutEverywhere() {
  const signOut = useSignOut();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: SignOutEverywhereInput) => call(apiClient.users.sessions.$delete({ json: input })),
    onSuccess: () => signOut(),
  });
}
