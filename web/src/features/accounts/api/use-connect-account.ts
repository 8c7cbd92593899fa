import { useMutation } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";

/**
 * 'Connect account' / 'Reconnect': asks the server for the Login with Amazon authorisation URL and
 * sends the browser there (spec 000 §2.4, §7). Coming back is handled by useConnectCallback.
 */
export function useConnectAccount() {
  return useMutation({
    mutationFn: () =>
      call(apiClient.amazon.auth["sign-in"].$get({ query: { redirect: window.location.origin } })),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
