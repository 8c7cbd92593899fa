import { WASTED_SPEND_MIN_CLICKS } from "@contracts/search-terms/profile-search-terms.schemas";
import { paths } from "../../../config/paths";

/** What the search-term list and the dashboard's card say, in one place. */
export const NOT_MANAGED_HINT =
  "Skupilot does not manage this campaign: negate or add the term in Amazon's console.";
export const ONE_CAMPAIGN_HINT = "Select text terms of one campaign to add them as keywords";
export const NO_TERMS_HINT = "Please try adjusting your filters to see performance data";

/** The wasted spend preset: terms with many clicks and no sale, not negated yet (as the address holds it). */
export const WASTED_SPEND_FILTERS = {
  minClicks: String(WASTED_SPEND_MIN_CLICKS),
  noSales: "true",
  negated: "no",
} as const;

/** The search-term list with the wasted spend preset, as the dashboard links to it. */
export const wastedSpendPath = `${paths.searchTerms}?${new URLSearchParams(WASTED_SPEND_FILTERS)}`;

/** The dashboard card's sentence for the number of terms the preset finds over the last 7 days. */
export const wastedSpendText = (count: number) =>
  count === 0
    ? `No search term has ${WASTED_SPEND_MIN_CLICKS} clicks or more without a sale in the last 7 days.`
    : `${count === 1 ? "1 search term has" : `${count} search terms have`} ${WASTED_SPEND_MIN_CLICKS} clicks or more without a sale in the last 7 days and ${count === 1 ? "is" : "are"} not negated yet.`;
