import {
  findTerm,
  type Profile,
  type Query,
  type SandboxState,
  termInsight,
  termsForProducts,
} from "../../model/index";
import { type BidRange, MATCH_TYPE_FACTORS, meanRange, scaledRange } from "./match-type-bids";

export interface TargetingExpression {
  type: string;
  value?: string;
}

/** When nothing in the market matches, a modest default (the US bid floor is 0.02). */
const FALLBACK: BidRange = { rangeStart: 0.35, suggested: 0.6, rangeEnd: 0.95 };
const TOP_TERMS = 20;

const KEYWORD_TYPES: Record<string, keyof typeof MATCH_TYPE_FACTORS> = {
  KEYWORD_EXACT_MATCH: "EXACT",
  KEYWORD_PHRASE_MATCH: "PHRASE",
  KEYWORD_BROAD_MATCH: "BROAD",
};

/** The suggested bid range for one targeting expression of ad groups advertising these SKUs. */
export function bidRangeFor(
  state: SandboxState,
  profile: Profile,
  skus: readonly string[],
  expression: TargetingExpression,
): BidRange {
  const range = (query: Query) => termInsight(state, profile, query).suggestedBid;
  const relevantTerms = () => termsForProducts(profile, skus, TOP_TERMS).map(range);
  const ownCategories = new Set(
    profile.catalog.filter((product) => skus.includes(product.sku)).map((product) => product.categoryId),
  );
  const pages = (sameCategory: boolean) =>
    profile.market.queries
      .filter((query) => query.kind === "page" && !query.ownSku)
      .filter((query) => ownCategories.has(query.categoryId) === sameCategory)
      .slice(0, TOP_TERMS)
      .map(range);
  const matchType = KEYWORD_TYPES[expression.type];
  if (matchType) {
    const query = expression.value ? findTerm(profile, expression.value) : undefined;
    const base = query ? range(query) : meanRange(relevantTerms(), FALLBACK);
    return scaledRange(base, MATCH_TYPE_FACTORS[matchType]);
  }
  switch (expression.type) {
    case "CLOSE_MATCH":
      return meanRange(relevantTerms(), FALLBACK);
    case "LOOSE_MATCH":
      return scaledRange(meanRange(relevantTerms(), FALLBACK), 0.85);
    case "SUBSTITUTES":
      return meanRange(pages(true), FALLBACK);
    case "COMPLEMENTS":
      return meanRange(pages(false), FALLBACK);
    case "PAT_ASIN": {
      const page = profile.market.queries.find(
        (query) => query.kind === "page" && query.text === expression.value?.toLowerCase(),
      );
      return page ? range(page) : meanRange(pages(true), FALLBACK);
    }
    default:
      return meanRange(pages(true), FALLBACK);
  }
}
