import type { SignUpInput } from "@contracts/users/users.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";
import { signInWithPassword } from "../../../lib/auth/auth-client";

/** Creates the account, then signs straight in with it. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (input: SignUpInput) => {
      await call(apiClient.users.$post({ json: input }));
      await signInWithPassword(input.email, input.password);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
