/** Display labels of marketplace enumerations (spec 000 §3–4, spec 001 §9). Pure. */
import { EMPTY } from "./format";

const TARGETING: Record<string, string> = { AUTO: "Automatic targeting", MANUAL: "Manual targeting" };
/** AUTO → 'Automatic targeting', MANUAL → 'Manual targeting', others as given, missing '-'. */
export const targetingLabel = (value: string | null | undefined) =>
  value ? (TARGETING[value] ?? value) : EMPTY;

const STATES: Record<string, string> = { ENABLED: "Enabled", PAUSED: "Paused", ARCHIVED: "Archived" };
/** ENABLED 'Enabled', PAUSED 'Paused', ARCHIVED 'Archived'; other values raw. */
export const stateLabel = (value: string) => STATES[value] ?? value;
/** Only ENABLED and PAUSED can be switched; everything else shows with the archived styling. */
export const isToggleableState = (value: string) => value === "ENABLED" || value === "PAUSED";

const STRATEGIES: Record<string, string> = {
  LEGACY_FOR_SALES: "Dynamic bids - down only",
  AUTO_FOR_SALES: "Dynamic bids - up and down",
  MANUAL: "Fixed bids",
  RULE_BASED: "Rule-based bidding",
};
export const biddingStrategyLabel = (value: string | null | undefined) =>
  value ? (STRATEGIES[value] ?? value) : EMPTY;

const PLACEMENTS: Record<string, string> = {
  PLACEMENT_TOP: "Top of search (first page)",
  PLACEMENT_PRODUCT_PAGE: "Product pages",
  PLACEMENT_REST_OF_SEARCH: "Rest of search",
};
export const placementLabel = (value: string) => PLACEMENTS[value] ?? value;

const MATCH_TYPES: Record<string, string> = {
  EXACT: "Exact",
  BROAD: "Broad",
  PHRASE: "Phrase",
  NEGATIVE_EXACT: "Negative Exact",
  NEGATIVE_BROAD: "Negative Broad",
  NEGATIVE_PHRASE: "Negative Phrase",
};
export const matchTypeLabel = (value: string) => MATCH_TYPES[value] ?? value;
