/**
 * Public API of the sandbox's pure simulation model. Everything is plain data in, plain data out:
 * no I/O, no timers, no Math.random, no Node or Worker APIs — importable from both.
 */

export { keywordMatches, negativeBlocks, normalizedWords } from "./auction/text-match";
export {
  type AdvanceResult,
  advance,
  cloneState,
  MAX_ADVANCE_HOURS,
  parseDuration,
  RETENTION_DAYS,
} from "./clock";
export { type CountryCode, MARKETPLACES, type Marketplace } from "./core/marketplaces";
export { hashString, mixInts, type Rng, rngFromInt, rngFromString } from "./core/rng";
export {
  addDays,
  hourIndexOf,
  localDate,
  localTime,
  offsetHours,
  parseDate,
  parseInstant,
  type TimeZone,
} from "./core/time";
export { DEMO_SEED, demoScenario } from "./demo-scenario";
export type * from "./entities";
export { PLACEMENTS } from "./entities";
export {
  HOURLY_RETENTION_HOURS,
  type HourlyConversions,
  type HourlyFigures,
  type HourlyTraffic,
  trafficAt,
} from "./hourly";
export type { Market, ProductTruth, Query } from "./market";
export { ATTRIBUTION_WINDOWS, type AttributionWindow, type FactRow, type PendingConversion } from "./metrics";
export { createEntities, deleteEntities, updateEntities } from "./mutations/apply-mutations";
export { type MutationError, throttled } from "./mutations/errors";
export { ENTITY_KINDS, type EntityKind, type KindApi, MAX_BATCH_ITEMS } from "./mutations/kinds";
export type {
  MutationFailure,
  MutationOutcome,
  MutationResult,
  MutationSuccess,
} from "./mutations/rule-registry";
export {
  aggregateFacts,
  emptyMetrics,
  type FactGroup,
  METRIC_FIELDS,
  type MetricField,
  type Metrics,
} from "./queries/aggregate-facts";
export {
  amazonSearchPage,
  competitorAsin,
  ORGANIC_PER_PAGE,
  organicRanking,
  type SearchCard,
} from "./queries/amazon-search";
export { type ListResult, listEntities, MAX_PAGE_SIZE } from "./queries/list-entities";
export { presentEntity } from "./queries/present-entity";
export {
  bestSellerRank,
  type ProductTargetRecommendation,
  productMetadata,
  productTargetsFor,
} from "./queries/product-metadata";
export {
  availabilityNow,
  eligibilityNow,
  findProduct,
  organicRank,
  type ProductEligibility,
} from "./queries/products";
export {
  findProfile,
  findSeller,
  findSellerByEmail,
  profileResource,
  profilesOfSeller,
} from "./queries/profiles";
export { findTerm, type TermInsight, termInsight, termsForProducts } from "./queries/search-volume";
export {
  adGroupServingStatus,
  campaignServingStatus,
  productAdServingStatus,
  targetingServingStatus,
} from "./queries/serving-status";
export {
  dueStreamHours,
  STREAM_DATASETS,
  type StreamDataset,
  type StreamRecord,
  streamRecords,
  timeWindowStart,
} from "./queries/stream-records";
export { isPublished, publishDelayHours } from "./reports/publication";
export { isKnownColumn, REPORT_COLUMNS } from "./reports/report-columns";
export {
  REPORT_GROUPS,
  REPORT_MAX_DAYS,
  REPORT_RETENTION_DAYS,
  type ReportCell,
  type ReportRequest,
  type ReportResult,
  reportRows,
} from "./reports/report-rows";
export {
  type BudgetSpec,
  DEFAULT_DRIFT,
  DEFAULT_REPORTING,
  type DriftSpec,
  driftOf,
  parseScenario,
  type ReportingSpec,
  reportingOf,
  type Scenario,
  type ScenarioResult,
  ScenarioSchema,
} from "./scenario";
export { dayDrift } from "./simulation/context";
export { DayDrift, driftLog } from "./simulation/drift";
export type { SimEvent } from "./simulation/events";
export { FOLDED_SEARCH_TERM } from "./simulation/fold-day";
export { expectedVolume, seasonality, trafficCurves } from "./simulation/traffic";
export type {
  AccountInfo,
  Availability,
  EligibilityStatus,
  Product,
  Profile,
  SandboxState,
  Seller,
} from "./state";
export type * from "./targeting-entities";
export { AUTO_PREDICATES } from "./targeting-entities";
export { createWorld, generateWorld } from "./world/generate-world";
export { addLargeSeller, LARGE_SELLER_LIMIT, type LargeSellerSpec } from "./world/large-seller";
export { type Restatement, removeEntities, restateAway } from "./world/removals";
