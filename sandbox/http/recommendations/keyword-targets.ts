import {
  findTerm,
  hashString,
  type Profile,
  type SandboxState,
  type TermInsight,
  termInsight,
  termsForProducts,
} from "../../model/index";
import type { KeywordRecommendationRequest } from "./keyword-request";
import { MATCH_TYPE_FACTORS, type MatchType, scaledRange } from "./match-type-bids";

const MAX_LIST = 200;
const MATCH_TYPES: MatchType[] = ["EXACT", "PHRASE", "BROAD"];

interface Candidate {
  keyword: string;
  insight?: TermInsight;
  userSelected: boolean;
  matchTypes: MatchType[];
}

function bidInfo(candidate: Candidate, rank: number, bidsEnabled: boolean) {
  const { insight } = candidate;
  if (!insight || !bidsEnabled) return [];
  return candidate.matchTypes.map((matchType) => {
    const suggestedBid = scaledRange(insight.suggestedBid, MATCH_TYPE_FACTORS[matchType]);
    return { matchType, theme: "CONVERSION_OPPORTUNITIES", rank, bid: suggestedBid.suggested, suggestedBid };
  });
}

/**
 * `keywordTargetList` of the v5 answer: the market's terms most relevant to the advertised SKUs,
 * ranked (DEFAULT and CONVERSIONS by relevance, CLICKS by today's expected searches), the
 * client's own targets among them, each with per-match-type suggested bids. `searchVolume` (the
 * term's expected searches today) is a sandbox addition; Amazon's v5 answer has no such field.
 */
export function keywordTargets(state: SandboxState, profile: Profile, request: KeywordRecommendationRequest) {
  const recommended: Candidate[] = termsForProducts(profile, request.skus, request.maxRecommendations).map(
    (query) => ({
      keyword: query.text,
      insight: termInsight(state, profile, query),
      userSelected: false,
      matchTypes: MATCH_TYPES,
    }),
  );
  if (request.sortDimension === "CLICKS") {
    recommended.sort((a, b) => (b.insight?.dailySearches ?? 0) - (a.insight?.dailySearches ?? 0));
  }
  const byText = new Map(recommended.map((candidate) => [candidate.keyword, candidate]));
  const extra: Candidate[] = [];
  for (const target of request.targets) {
    const query = findTerm(profile, target.keyword);
    const known = query && byText.get(query.text);
    const matchTypes = target.matchType ? [target.matchType] : MATCH_TYPES;
    if (known) Object.assign(known, { userSelected: true, matchTypes });
    else {
      const insight = query && termInsight(state, profile, query);
      extra.push({ keyword: target.keyword, ...(insight && { insight }), userSelected: true, matchTypes });
    }
  }
  return [...recommended, ...extra].slice(0, MAX_LIST).map((candidate, index) => ({
    recId: `rec-${hashString(`${profile.profileId}:${candidate.keyword}`).toString(36)}`,
    keyword: candidate.keyword,
    userSelectedKeyword: candidate.userSelected,
    bidInfo: bidInfo(candidate, index + 1, request.bidsEnabled),
    ...(candidate.insight && { searchVolume: candidate.insight.dailySearches }),
  }));
}
