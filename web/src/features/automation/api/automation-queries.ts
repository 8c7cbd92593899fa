import type { AutomationRule } from "@contracts/automation/change";
import type { ChangePage } from "@contracts/automation/change-api";
import type { ChangeActor } from "@contracts/automation/change-author";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { queryKeys } from "../../../api/query-keys";

const automation = apiClient.automation[":profileId"];

/**
 * Which changes a History shows: one SKU's, one campaign's, or the profile's; optionally one rule's,
 * one author's, between two dates (the account's change log).
 */
export type HistoryFilter = {
  profileId: number;
  skuId?: number;
  campaignId?: string;
  rule?: AutomationRule;
  who?: ChangeActor;
  /** One member's changes (their user id). */
  memberId?: string;
  from?: string;
  to?: string;
};

const filterQuery = ({ skuId, campaignId, rule, who, memberId, from, to }: HistoryFilter) => ({
  skuId: skuId?.toString(),
  campaignId,
  rule,
  who,
  memberId,
  from,
  to,
});

const historyQuery = (filter: HistoryFilter, cursor?: string, limit?: number) => ({
  ...filterQuery(filter),
  cursor,
  limit: limit?.toString(),
});

const changePage = (filter: HistoryFilter, cursor?: string, limit?: number) =>
  call(
    automation.changes.$get({
      param: { profileId: String(filter.profileId) },
      query: historyQuery(filter, cursor, limit),
    }),
  );

export const automationQueries = {
  /** GET /api/automation/{profileId}/changes, newest first, 50 a page, 'Load more' after. */
  history: (filter: HistoryFilter) =>
    infiniteQueryOptions({
      queryKey: [...queryKeys.automation(filter.profileId), "changes", filter] as const,
      queryFn: ({ pageParam }) => changePage(filter, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: ChangePage) => last.nextCursor ?? undefined,
    }),
  /** GET /api/automation/{profileId}/change-members: who made the profile's changes, for the member filter. */
  changeMembers: (profileId: number) =>
    queryOptions({
      queryKey: [...queryKeys.automation(profileId), "change-members"] as const,
      queryFn: () => call(automation["change-members"].$get({ param: { profileId: String(profileId) } })),
    }),
  /** The profile's latest few changes, newest first (the dashboard's card). */
  latest: (profileId: number, count: number) =>
    queryOptions({
      queryKey: [...queryKeys.automation(profileId), "latest", count] as const,
      queryFn: () => changePage({ profileId }, undefined, count),
    }),
  /** GET /api/automation/{profileId}/impact: the filter's rules and SKUs before and after their changes. */
  impact: (filter: HistoryFilter, days: "7" | "14") =>
    queryOptions({
      queryKey: [...queryKeys.automation(filter.profileId), "impact", filter, days] as const,
      queryFn: () =>
        call(
          automation.impact.$get({
            param: { profileId: String(filter.profileId) },
            query: { ...filterQuery(filter), days },
          }),
        ),
    }),
  /** GET /api/automation/{profileId}/status: each rule's last and next run and changes over 7 days. */
  status: (profileId: number, skuId?: number) =>
    queryOptions({
      queryKey: [...queryKeys.automation(profileId), "status", skuId ?? "all"] as const,
      queryFn: () =>
        call(
          automation.status.$get({
            param: { profileId: String(profileId) },
            query: { skuId: skuId?.toString() },
          }),
        ),
    }),
  /** GET /api/automation/{profileId}/preview?skuId: what the next run would change; nothing applied. */
  preview: (profileId: number, skuId: number) =>
    queryOptions({
      queryKey: [...queryKeys.automation(profileId), "preview", skuId] as const,
      queryFn: () =>
        call(
          automation.preview.$get({
            param: { profileId: String(profileId) },
            query: { skuId: String(skuId) },
          }),
        ),
    }),
};

/** Every change of the filter, 200 a request: what 'Export CSV' writes. */
export async function allChanges(filter: HistoryFilter) {
  const rows: ChangePage["changes"] = [];
  let cursor: string | undefined;
  do {
    const page = await changePage(filter, cursor, 200);
    rows.push(...page.changes);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}
