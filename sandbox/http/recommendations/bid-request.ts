import type { Profile } from "../../model/index";
import { skusOfAdGroup, skusOfAsins } from "./advertised-skus";
import type { TargetingExpression } from "./bid-values";

const TYPES = new Set([
  "CLOSE_MATCH",
  "LOOSE_MATCH",
  "SUBSTITUTES",
  "COMPLEMENTS",
  "KEYWORD_BROAD_MATCH",
  "KEYWORD_EXACT_MATCH",
  "KEYWORD_PHRASE_MATCH",
  "KEYWORD_GROUP",
  "PAT_ASIN",
  "PAT_CATEGORY",
  "PAT_CATEGORY_REFINEMENT",
]);

/** Reads a theme-based bid recommendation request (v4); a string is a 400. */
export function parseBidRequest(
  profile: Profile,
  body: unknown,
): { skus: string[]; expressions: TargetingExpression[] } | string {
  if (typeof body !== "object" || body === null) return "The request body must be a JSON object.";
  const b = body as Record<string, unknown>;
  let skus: string[] | undefined;
  if (b.recommendationType === "BIDS_FOR_EXISTING_AD_GROUP") {
    if (typeof b.campaignId !== "string" || typeof b.adGroupId !== "string") {
      return "campaignId and adGroupId are required.";
    }
    skus = skusOfAdGroup(profile, b.campaignId, b.adGroupId);
    if (!skus) return `Ad group ${b.adGroupId} was not found in campaign ${b.campaignId}.`;
  } else if (b.recommendationType === "BIDS_FOR_NEW_AD_GROUP") {
    if (!Array.isArray(b.asins) || b.asins.length > 50 || b.asins.some((asin) => typeof asin !== "string")) {
      return "asins must be an array of at most 50 ASINs.";
    }
    const strategy = (b.bidding as { strategy?: unknown } | undefined)?.strategy;
    if (!["LEGACY_FOR_SALES", "AUTO_FOR_SALES", "MANUAL", "RULE_BASED"].includes(String(strategy))) {
      return "bidding.strategy is required.";
    }
    skus = skusOfAsins(profile, b.asins as string[]);
  } else {
    return "recommendationType must be BIDS_FOR_EXISTING_AD_GROUP or BIDS_FOR_NEW_AD_GROUP.";
  }
  const list = b.targetingExpressions;
  if (!Array.isArray(list) || list.length === 0 || list.length > 100) {
    return "targetingExpressions must hold 1 to 100 expressions.";
  }
  for (const expression of list as { type?: unknown; value?: unknown }[]) {
    if (!TYPES.has(String(expression?.type))) return `Unknown targeting expression type ${expression?.type}.`;
    if (expression.value !== undefined && typeof expression.value !== "string")
      return "value must be a string.";
  }
  return { skus, expressions: list as TargetingExpression[] };
}
