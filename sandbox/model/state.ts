/**
 * The whole sandbox as one plain, JSON-serialisable value. Every model function takes a state and
 * returns a new one; the HTTP layer stores it however it likes (JSON round trips are lossless).
 */
import type { CountryCode } from "./core/marketplaces";
import type { TimeZone } from "./core/time";
import type { AdsEntities } from "./entities";
import type { Market } from "./market";
import type { ProfileMetrics } from "./metrics";
import type { Scenario } from "./scenario";

export const STATE_VERSION = 1;

export interface SandboxState {
  version: typeof STATE_VERSION;
  seed: string;
  scenario: Scenario;
  clock: {
    /** Simulated now, an ISO instant on a whole hour. */
    now: string;
    /** When the world was generated (first simulated hour). */
    origin: string;
  };
  /** Next number for entity ids; ids are derived from it, never random. */
  nextId: number;
  sellers: Seller[];
  profiles: Profile[];
}

export interface Seller {
  sellerId: string;
  key: string;
  name: string;
  email: string;
  brand: string;
  /** The seller's Ads account (one per seller; profiles hang off it). */
  adsAccountId: string;
}

export interface AccountInfo {
  marketplaceStringId: string;
  id: string;
  type: "seller";
  name: string;
  validPaymentMethod: boolean;
}

export type Availability = "IN_STOCK" | "IN_STOCK_SCARCE" | "OUT_OF_STOCK";
export type IneligibilityName =
  | "ADULT_PRODUCT"
  | "CLOSED_CATEGORY"
  | "INELIGIBLE_CONDITION"
  | "INELIGIBLE_OFFER"
  | "LISTING_SUPRESSED"
  | "MISSING_IMAGE"
  | "NOT_IN_BUYBOX"
  | "OUT_OF_STOCK"
  | "RESTRICTED_CATEGORY";

export interface EligibilityStatus {
  name: IneligibilityName;
  severity: "INELIGIBLE" | "ELIGIBLE_WITH_WARNING";
  message: string;
}

export interface Product {
  sku: string;
  asin: string;
  title: string;
  brand: string;
  categoryId: string;
  categoryName: string;
  price: number;
  currencyCode: string;
  /** Path the HTTP layer serves a generated SVG from. */
  imagePath: string;
  /** Static listing problems; OUT_OF_STOCK is added at read time from the stock spells. */
  eligibility: EligibilityStatus[];
  /** Out-of-stock spells, inclusive local dates. */
  stockSpells: { start: string; end: string }[];
  /** Hidden: the product's words, used for relevance. */
  noun: string;
  modifiers: string[];
}

export interface Profile {
  profileId: number;
  sellerId: string;
  countryCode: CountryCode;
  currencyCode: string;
  timezone: TimeZone;
  dailyBudget: number;
  accountInfo: AccountInfo;
  catalog: Product[];
  market: Market;
  ads: AdsEntities;
  metrics: ProfileMetrics;
  /**
   * A profile too large to simulate (a benchmark's large seller): its report figures are drawn per
   * day and targeting clause from the seed instead of `metrics.facts` (see reports/synthetic-facts.ts).
   */
  synthetic?: SyntheticFigures;
}

export interface SyntheticFigures {
  /** First local date with figures; they run up to the simulated today. */
  fromDate: string;
  /** Share of the targeting clauses that serve on a given day (0..1). */
  activeShare: number;
}
