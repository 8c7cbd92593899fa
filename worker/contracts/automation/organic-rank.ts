/**
 * A keyword's organic rank as the automation reads it (issue 29 item 3): three answers a rule must
 * tell apart, since only a known rank may move a bid.
 * - RANKS: the product is the `position`-th organic (not sponsored) result for the keyword;
 * - NOT_FOUND: the provider answered every page read and the product is in none of them;
 * - UNKNOWN: no rank provider configured, the provider failed or is out of searches, or the run's
 *   look-ups were spent: the rules that need a rank change nothing and say so.
 */
export type OrganicRank =
  | { status: "RANKS"; position: number }
  | { status: "NOT_FOUND"; organicResultsRead: number }
  | { status: "UNKNOWN"; cause: RankUnknownCause; detail: string };

export type RankUnknownCause = "NO_PROVIDER" | "PROVIDER_ERROR" | "QUOTA" | "LOOKUPS_SPENT";

/** What the seller reads when a rank is unknown ("organic rank unknown: the rank provider is out of searches"). */
export function unknownRankText(rank: Extract<OrganicRank, { status: "UNKNOWN" }>): string {
  switch (rank.cause) {
    case "NO_PROVIDER":
      return "no organic rank provider is configured";
    case "QUOTA":
      return `the rank provider is out of searches (${rank.detail})`;
    case "LOOKUPS_SPENT":
      return "this run's rank look-ups were spent; the next run reads it";
    default:
      return `the rank provider failed (${rank.detail})`;
  }
}

/** The reason Boost and Organic search optimisation are unavailable when no provider is configured. */
export const NO_RANK_PROVIDER_MESSAGE =
  "Keyword boost and organic search optimisation need an organic rank provider, and none is configured for Skupilot: without the keyword's organic rank they could not tell when to stop.";

/** Whether the keyword table's Boost and Organic search optimisation can be used, and why not. */
export type RankProviderStatus = { configured: boolean; unavailableReason: string | null };
