/** The Quick Launch and Migrated lists' filters (spec 000 §9): what the web keeps and the Worker filters by. */
import type { DateRange } from "./date-range";

export const TARGETING_FILTERS = ["ALL", "AUTO", "MANUAL"] as const;
export const STATE_FILTERS = ["ALL", "PAUSED", "ENABLED"] as const;

export type TargetingFilter = (typeof TARGETING_FILTERS)[number];
export type StateFilter = (typeof STATE_FILTERS)[number];

export type CampaignListFilters = DateRange & {
  targeting: TargetingFilter;
  state: StateFilter;
  name: string;
  page: number;
  limit: number;
};
