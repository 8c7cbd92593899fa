/** The marketplaces the sandbox serves, with Amazon's ids, currencies, time zones and limits. */
import type { TimeZone } from "./time";

export type CountryCode = "US" | "CA" | "UK" | "DE";
export type Region = "NA" | "EU";

export interface Marketplace {
  countryCode: CountryCode;
  marketplaceStringId: string;
  currencyCode: "USD" | "CAD" | "GBP" | "EUR";
  timezone: TimeZone;
  region: Region;
  bid: { min: number; max: number };
  budget: { min: number; max: number };
}

export const MARKETPLACES: Record<CountryCode, Marketplace> = {
  US: {
    countryCode: "US",
    marketplaceStringId: "ATVPDKIKX0DER",
    currencyCode: "USD",
    timezone: "America/Los_Angeles",
    region: "NA",
    bid: { min: 0.02, max: 1000 },
    budget: { min: 1, max: 1_000_000 },
  },
  CA: {
    countryCode: "CA",
    marketplaceStringId: "A2EUQ1WTGCTBG2",
    currencyCode: "CAD",
    timezone: "America/Los_Angeles",
    region: "NA",
    bid: { min: 0.02, max: 1000 },
    budget: { min: 1, max: 1_000_000 },
  },
  UK: {
    countryCode: "UK",
    marketplaceStringId: "A1F83G8C2ARO7P",
    currencyCode: "GBP",
    timezone: "Europe/London",
    region: "EU",
    bid: { min: 0.02, max: 1000 },
    budget: { min: 1, max: 1_000_000 },
  },
  DE: {
    countryCode: "DE",
    marketplaceStringId: "A1PA6795UKMFR9",
    currencyCode: "EUR",
    timezone: "Europe/Paris",
    region: "EU",
    bid: { min: 0.02, max: 1000 },
    budget: { min: 1, max: 1_000_000 },
  },
};

export const COUNTRY_CODES = Object.keys(MARKETPLACES) as CountryCode[];
