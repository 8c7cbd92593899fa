import type { SavedViewList, SaveView } from "@contracts/saved-views/saved-views.schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { notify } from "../../../components/ui/toaster";

const routes = apiClient.users["saved-views"][":list"];
const savedViewsKey = (list: SavedViewList) => ["saved-views", list] as const;

/** GET /api/users/saved-views/{list}: the seller's saved views of a list, by name. */
export const savedViewsQuery = (list: SavedViewList) =>
  queryOptions({
    queryKey: savedViewsKey(list),
    queryFn: () => call(routes.$get({ param: { list } })),
  });

export const useSavedViews = (list: SavedViewList) => useQuery(savedViewsQuery(list));

/** POST: saves the view under its name (replacing a view of that name); 'View saved'. */
export function useSaveView(list: SavedViewList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (view: SaveView) => call(routes.$post({ param: { list }, json: view })),
    onSuccess: (saved) => {
      notify.success(`View '${saved.name}' saved`);
      void queryClient.invalidateQueries({ queryKey: savedViewsKey(list) });
    },
  });
}

/** DELETE /api/users/saved-views/{list}/{viewId}; 'View deleted'. */
export function useDeleteView(list: SavedViewList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (viewId: number) =>
      call(routes[":viewId"].$delete({ param: { list, viewId: String(viewId) } })),
    onSuccess: () => {
      notify.success("View deleted");
      void queryClient.invalidateQueries({ queryKey: savedViewsKey(list) });
    },
  });
}
