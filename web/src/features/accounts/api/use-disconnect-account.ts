import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";
import { notify } from "../../../components/ui/toaster";
import { paths } from "../../../config/paths";
import type { AmazonAccount } from "../../../lib/accounts/amazon-accounts";
import { useShowPartialDisconnect } from "../manage/partial-disconnect-notice";
import { connectedAccountsKey } from "./connected-accounts";

/** Drops the account from both cached lists; answers how many accounts remain. */
function forgetAccount(queryClient: QueryClient, tokenId: number) {
  const without = (accounts?: AmazonAccount[]) => accounts?.filter((account) => account.tokenId !== tokenId);
  queryClient.setQueryData<AmazonAccount[]>(connectedAccountsKey, without);
  return queryClient.setQueryData<AmazonAccount[]>(queryKeys.amazonProfiles, without)?.length ?? 0;
}

/**
 * The disconnect flow of spec 000 §4: toast, forget the account, home when none remain, and the
 * partial-disconnect dialog when some campaigns could not be paused. When the current account
 * goes, the selection rules make the first remaining account current.
 */
export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showPartialDisconnect = useShowPartialDisconnect();
  return useMutation({
    mutationFn: (tokenId: number) =>
      call(
        apiClient.users["connected-amazon-accounts"][":tokenId"].$delete({
          param: { tokenId: String(tokenId) },
        }),
      ),
    onSuccess: ({ namesWithError, token }, tokenId) => {
      notify.success("Account was successfully disconnected");
      if (forgetAccount(queryClient, tokenId) === 0) navigate(paths.home);
      if (namesWithError.length > 0)
        showPartialDisconnect({ accountName: token.name, campaignNames: namesWithError });
    },
  });
}
