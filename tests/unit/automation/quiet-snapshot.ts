import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";

/** A snapshot's mirror with nothing in it (in stock, no history): each fixture adds what its rules read. */
export const quietMirror = (): Omit<SkuSnapshot, "settings" | "campaigns"> => ({
  adGroups: [],
  productAds: [],
  keywords: [],
  targets: [],
  negatives: [],
  targetingDays: [],
  searchTermDays: [],
  skuDays: [],
  availability: "IN_STOCK",
  boosts: [],
  organicRanks: {},
  organicSearchKeywordIds: [],
  history: [],
  heldEntityIds: [],
});
