/** The wire shapes of the SKU's ASIN targets and keywords (spec 001 §3, §7), from the Worker's contract. */
export type {
  AsinLookupResult,
  AsinTarget,
  KeywordTarget,
  RecommendedAsin,
  RecommendedKeyword,
} from "@contracts/sku-targets/sku-targets";
