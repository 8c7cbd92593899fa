import type { Query } from "@tanstack/react-query";
import { queryRoots } from "../../api/query-keys";

/**
 * Roots of the query keys whose data the background jobs write (the sync: figures, entities, its
 * status; the automation: bids, budgets, states and its log; the alerts). A tab that was offline re-reads these.
 */
const JOB_DATA_ROOTS = new Set<string>([
  queryRoots.syncStatus,
  queryRoots.statistics,
  queryRoots.campaignLists,
  queryRoots.campaign,
  queryRoots.advertisedSkuLists,
  queryRoots.advertisedSku,
  queryRoots.automation,
  queryRoots.notifications,
]);

/** Of those, the ones keyed by profile first (`[root, profileId, …]`), which an automation run changes. */
const AUTOMATION_ROOTS = new Set<string>([
  queryRoots.campaignLists,
  queryRoots.campaign,
  queryRoots.advertisedSkuLists,
  queryRoots.advertisedSku,
  queryRoots.automation,
]);

export const isJobData = (query: Query) => JOB_DATA_ROOTS.has(String(query.queryKey[0]));

export const isChangedByAutomationOf = (profileId: number) => (query: Query) =>
  AUTOMATION_ROOTS.has(String(query.queryKey[0])) && query.queryKey[1] === profileId;
