import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys";
import { signInWithPassword } from "../../../lib/auth/auth-client";

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      signInWithPassword(email, password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
