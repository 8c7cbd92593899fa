/**
 * What recommendations may reveal of the hidden market: a term's expected daily searches today
 * (the v5 keyword recommendations' search volume) and the competitors' typical bid on it.
 */
import { normalizedWords } from "../auction/text-match";
import { round2 } from "../core/numbers";
import { DAY_MS, localDate, parseDate, parseInstant } from "../core/time";
import type { Query } from "../market";
import { seasonality, trafficCurves } from "../simulation/traffic";
import type { Profile, SandboxState } from "../state";

/** z-score of the upper quartile of a normal distribution. */
const QUARTILE_Z = 0.6745;

export interface TermInsight {
  text: string;
  categoryId: string;
  /** Expected searches on the profile's current local day. */
  dailySearches: number;
  /** Median competitor bid (the centre of a suggested-bid range). */
  medianCompetitorBid: number;
  /** Suggested bid range: the competitors' 25th, 50th and 75th percentile bids. */
  suggestedBid: { rangeStart: number; suggested: number; rangeEnd: number };
}

export function findTerm(profile: Profile, text: string): Query | undefined {
  const words = normalizedWords(text).join(" ");
  return profile.market.queries.find(
    (query) => query.kind === "term" && normalizedWords(query.text).join(" ") === words,
  );
}

export function termInsight(state: SandboxState, profile: Profile, query: Query): TermInsight {
  const curves = trafficCurves(state.scenario, query.categoryId);
  const sigma = state.scenario.competition.bidSigma;
  const date = localDate(profile.timezone, parseInstant(state.clock.now));
  const dayMs = parseDate(date);
  const weekday = new Date(dayMs).getUTCDay();
  const dayOfYear = 1 + Math.round((dayMs - Date.UTC(new Date(dayMs).getUTCFullYear(), 0, 1)) / DAY_MS);
  return {
    text: query.text,
    categoryId: query.categoryId,
    dailySearches: Math.round(
      query.dailyVolume * (curves.dayFactor[weekday] ?? 1) * seasonality(curves, query, dayOfYear),
    ),
    medianCompetitorBid: query.competitorBidMedian,
    suggestedBid: {
      rangeStart: Math.max(0.02, round2(query.competitorBidMedian * Math.exp(-QUARTILE_Z * sigma))),
      suggested: round2(query.competitorBidMedian),
      rangeEnd: round2(query.competitorBidMedian * Math.exp(QUARTILE_Z * sigma)),
    },
  };
}

/** Terms of the profile's market most relevant to the given SKUs (keyword recommendations). */
export function termsForProducts(profile: Profile, skus: readonly string[], limit: number): Query[] {
  const rows = profile.market.truth.filter((truth) => skus.includes(truth.sku));
  return profile.market.queries
    .map((query, q) => ({ query, relevance: Math.max(0, ...rows.map((row) => row.relevance[q] ?? 0)) }))
    .filter((entry) => entry.query.kind === "term" && entry.relevance >= 0.2)
    .sort((a, b) => b.relevance - a.relevance || a.query.text.localeCompare(b.query.text))
    .slice(0, limit)
    .map((entry) => entry.query);
}
