/** The optional-settings panels of Product Details (spec 001 §2), each `{ profileId, sku, disabled }`. */
export { DayPartingSeasonalityPanel } from "./day-parting-seasonality-panel";
export { NegativeOptimizationPanel } from "./negative-optimization-panel";
export { SearchTermExpansionPanel } from "./search-term-expansion-panel";
export { TargetBidExpansionPanel } from "./target-bid-expansion-panel";
