/** Sponsored Products v3 targeting clauses: auto, manual (product targeting) and negative ones. */
import type { EntityState, EntityTimes } from "./entity-fields";

export type AutoPredicateType =
  | "QUERY_HIGH_REL_MATCHES"
  | "QUERY_BROAD_REL_MATCHES"
  | "ASIN_SUBSTITUTE_RELATED"
  | "ASIN_ACCESSORY_RELATED";

export type ManualPredicateType =
  | "ASIN_SAME_AS"
  | "ASIN_CATEGORY_SAME_AS"
  | "ASIN_BRAND_SAME_AS"
  | "ASIN_EXPANDED_FROM"
  | "ASIN_PRICE_LESS_THAN"
  | "ASIN_PRICE_BETWEEN"
  | "ASIN_PRICE_GREATER_THAN";

export const AUTO_PREDICATES: readonly AutoPredicateType[] = [
  "QUERY_HIGH_REL_MATCHES",
  "QUERY_BROAD_REL_MATCHES",
  "ASIN_SUBSTITUTE_RELATED",
  "ASIN_ACCESSORY_RELATED",
];

export interface Predicate<T extends string = string> {
  type: T;
  value?: string;
}

export interface TargetingClause {
  targetId: string;
  campaignId: string;
  adGroupId: string;
  expression: Predicate[];
  resolvedExpression: Predicate[];
  expressionType: "AUTO" | "MANUAL";
  bid?: number;
  state: EntityState;
  extendedData: EntityTimes;
}

export type NegativePredicateType = "ASIN_SAME_AS" | "ASIN_BRAND_SAME_AS";

export interface NegativeTargetingClause {
  targetId: string;
  campaignId: string;
  adGroupId: string;
  expression: Predicate<NegativePredicateType>[];
  resolvedExpression: Predicate<NegativePredicateType>[];
  state: EntityState;
  extendedData: EntityTimes;
}

export interface CampaignNegativeTargetingClause {
  targetId: string;
  campaignId: string;
  expression: Predicate<NegativePredicateType>[];
  resolvedExpression: Predicate<NegativePredicateType>[];
  state: EntityState;
  extendedData: EntityTimes;
}
