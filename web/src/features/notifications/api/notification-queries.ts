import type { NotificationPage } from "@contracts/alerts/notifications";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";

/** GET /api/notifications: the seller's alerts newest first, 20 a page, and the unread count. */
export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.notifications, "pages"] as const,
    queryFn: ({ pageParam }) =>
      call(apiClient.notifications.$get({ query: { before: pageParam?.toString() } })),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: NotificationPage) => last.nextBefore ?? undefined,
  });
