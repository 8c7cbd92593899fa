import type { ChangePasswordInput, UpdateProfileInput } from "@contracts/users/users.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";
import { replaceQueryData } from "../../../api/replace-query-data";
import { notify } from "../../../components/ui/toaster";

export function useRenameUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => call(apiClient.users.$patch({ json: input })),
    onSuccess: async (user) => {
      await replaceQueryData(queryClient, queryKeys.currentUser, user);
      notify.success("Your name was updated");
    },
  });
}

export function useChangePassword() {
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: ChangePasswordInput) => call(apiClient.users.password.$put({ json: input })),
    onSuccess: () => notify.success("Your password was changed"),
  });
}
