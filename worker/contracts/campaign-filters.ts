/** The Quick Launch and Migrated lists' filters (spec 000 §9): what the web keeps and the Worker filters by. */
import type { DateRange } from "./date-range";

export const TARGETING_FILTERS = ["ALL", "AUTO", "MANUAL"] as const;
export const STATE_FILTERS = ["ALL", "PAUSED", "ENABLED"] as const;

/** The columns a campaign list sorts by (`sort`), as the list's table names them. */
export const CAMPAIGN_SORT_COLUMNS = [
  "name",
  "state",
  "targetingType",
  "startDate",
  "budget",
  "impressions",
  "clicks",
  "spend",
  "sales",
  "roas",
  "acos",
  "ctr",
  "cvr",
] as const;
export const SORT_ORDERS = ["asc", "desc"] as const;

export type CampaignSortColumn = (typeof CAMPAIGN_SORT_COLUMNS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export type TargetingFilter = (typeof TARGETING_FILTERS)[number];
export type StateFilter = (typeof STATE_FILTERS)[number];

export type CampaignListFilters = DateRange & {
  targeting: TargetingFilter;
  state: StateFilter;
  name: string;
  page: number;
  limit: number;
  sort: CampaignSortColumn;
  order: SortOrder;
};
