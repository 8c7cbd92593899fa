import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { apiClient, call } from "../../../api/api-client";
import { notify } from "../../../components/ui/toaster";
import { refreshProfilesAfterConnect } from "./refresh-profiles";

/** Only a query string whose first parameter is `code` is Login with Amazon coming back (spec 000 §5). */
export function readConnectCallback(search: string) {
  const params = new URLSearchParams(search);
  const [first] = params.keys();
  if (first !== "code") return undefined;
  return { code: params.get("code") ?? "", state: params.get("state") ?? "" };
}

/** The seller pressed Deny on the consent page: Login with Amazon sends `error=access_denied` back. */
const isDeniedConsent = (search: string) => {
  const params = new URLSearchParams(search);
  return params.get("error") === "access_denied" && params.has("state");
};

/**
 * Finishes connecting an Amazon account when the browser returns from the consent page: takes the code
 * out of the address bar (and so out of the history) at once, exchanges it once, goes home, refreshes the
 * profiles and says so.
 */
export function useConnectCallback() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  const complete = useMutation({
    mutationFn: (callback: { code: string; state: string }) =>
      call(
        apiClient.amazon.auth["sign-in"].callback.$post({
          query: { ...callback, redirect: window.location.origin },
        }),
      ),
    onSuccess: async () => {
      await refreshProfilesAfterConnect(queryClient);
      notify.success("Your Amazon account is connected successfully");
    },
    onSettled: () => navigate("/", { replace: true }),
  });

  useEffect(() => {
    if (started.current) return;
    if (isDeniedConsent(window.location.search)) {
      started.current = true;
      notify.info("Connecting your Amazon account was cancelled. You can connect it any time.");
      navigate("/", { replace: true });
      return;
    }
    const callback = readConnectCallback(window.location.search);
    if (!callback) return;
    started.current = true;
    navigate("/", { replace: true });
    complete.mutate(callback);
  }, [complete, navigate]);

  return complete.isPending;
}
