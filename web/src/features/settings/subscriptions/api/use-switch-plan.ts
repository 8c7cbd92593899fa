import type { TariffPlanName } from "@contracts/billing/plans";
import type { CurrentUser } from "@contracts/users/users.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { queryKeys } from "../../../../api/query-keys";
import { replaceQueryData } from "../../../../api/replace-query-data";
import { notify } from "../../../../components/ui/toaster";

/**
 * PUT /subscriptions/plan: the UI shows the plan the answer names (document 001 §4). The users record
 * follows through Stripe's webhook, so it is not refetched here: it could still name the old plan.
 */
export function useSwitchPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: TariffPlanName) => call(apiClient.subscriptions.plan.$put({ query: { plan } })),
    onSuccess: async ({ plan }) => {
      await replaceQueryData<CurrentUser | null>(queryClient, queryKeys.currentUser, (user) =>
        user ? { ...user, tariffPlan: plan } : user,
      );
      notify.success("Plan was updated");
    },
  });
}
