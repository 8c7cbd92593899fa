import type { PasswordResetInput, PasswordResetRequestInput } from "@contracts/users/users.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";
import { signOutOfSession } from "../../../lib/auth/auth-client";
import { forgetSelectedProfile } from "../../../lib/storage-keys";

/** 'Forgot password?': the same answer whether or not the e-mail has an account. */
export const useRequestPasswordReset = () =>
  useMutation({
    meta: { silent: true },
    mutationFn: (input: PasswordResetRequestInput) =>
      call(apiClient.users["password-reset"].$post({ json: input })),
  });

/**
 * The reset link's page: the new password ends every session of the seller, this browser's too if it
 * had one, so it forgets what it cached and the seller signs in with the new password.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: PasswordResetInput) =>
      call(apiClient.users["password-reset"].confirm.$post({ json: input })),
    onSuccess: async () => {
      await signOutOfSession().catch(() => undefined);
      forgetSelectedProfile();
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
    },
  });
}

/** The verification link's page: confirms the address; a signed-in seller's banner goes. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (token: string) =>
      call(apiClient.users["email-verification"].confirm.$post({ json: { token } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}

/** The banner's 'Resend e-mail': the verification link again (limited per hour). */
export const useResendVerification = () =>
  useMutation({
    meta: { silent: true },
    mutationFn: () => call(apiClient.users["email-verification"].$post()),
  });

/** An alert e-mail's unsubscribe link: that alert's e-mails stop, no sign-in needed. */
export const useUnsubscribeAlert = () =>
  useMutation({
    meta: { silent: true },
    mutationFn: (token: string) => call(apiClient.alerts.unsubscribe.$post({ json: { token } })),
  });
