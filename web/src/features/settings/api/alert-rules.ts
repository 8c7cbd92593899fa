import type { AlertRules } from "@contracts/alerts/alert-rules";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { notify } from "../../../components/ui/toaster";

const rules = apiClient.alerts[":profileId"].rules;

/** GET /api/alerts/{profileId}/rules: the profile's alert rules (defaults until saved). */
export const alertRulesQuery = (profileId: number) =>
  queryOptions({
    queryKey: ["alert-rules", profileId] as const,
    queryFn: () => call(rules.$get({ param: { profileId: String(profileId) } })),
  });

/** PUT /api/alerts/{profileId}/rules; the answer becomes the query's data. */
export function useSaveAlertRules(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: AlertRules) => call(rules.$put({ param: { profileId: String(profileId) }, json })),
    onSuccess: (saved) => {
      queryClient.setQueryData(alertRulesQuery(profileId).queryKey, saved);
      notify.success("Alert settings saved");
    },
  });
}
