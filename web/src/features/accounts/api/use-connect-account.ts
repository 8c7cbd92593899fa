import { useMutation } from "@tanstack/react-query";
import { api } from "../../../api/api-client";

/**
 * 'Connect account' / 'Reconnect': asks the server for the Login with Amazon authorisation URL and
 * sends the browser there (spec 000 §2.4, §7). Coming back is handled by useConnectCallback.
 */
export function useConnectAccount() {
  return useMutation({
    mutationFn: () =>
      api<{ url: string }>("/amazon/auth/sign-in", { query: { redirect: window.location.origin } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
