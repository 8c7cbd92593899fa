import type { ChangePasswordInput, CurrentUser, UpdateProfileInput } from "@contracts/users/users.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";
import { notify } from "../../../components/ui/toaster";

export function useRenameUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api<CurrentUser>("/users", { method: "PATCH", body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.currentUser, user);
      notify.success("Your name was updated");
    },
  });
}

export function useChangePassword() {
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: ChangePasswordInput) => api("/users/password", { method: "PUT", body: input }),
    onSuccess: () => notify.success("Your password was changed"),
  });
}
