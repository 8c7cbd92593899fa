/** Amazon Ads API regions and the marketplaces each host serves (reference: hosts, headers, profiles). */
export type AdsRegion = "NA" | "EU" | "FE";

const REGION_HOSTS: Record<AdsRegion, string> = {
  NA: "https://advertising-api.amazon.com",
  EU: "https://advertising-api-eu.amazon.com",
  FE: "https://advertising-api-fe.amazon.com",
};

const COUNTRY_REGION: Record<string, AdsRegion> = {
  US: "NA",
  CA: "NA",
  MX: "NA",
  BR: "NA",
  UK: "EU",
  GB: "EU",
  FR: "EU",
  IT: "EU",
  ES: "EU",
  DE: "EU",
  NL: "EU",
  AE: "EU",
  PL: "EU",
  TR: "EU",
  EG: "EU",
  SA: "EU",
  SE: "EU",
  BE: "EU",
  IN: "EU",
  ZA: "EU",
  JP: "FE",
  AU: "FE",
  SG: "FE",
};

export const ADS_REGIONS = Object.keys(REGION_HOSTS) as AdsRegion[];

export function regionOfCountry(countryCode: string): AdsRegion {
  const region = COUNTRY_REGION[countryCode.toUpperCase()];
  if (!region) throw new Error(`No Amazon Ads region serves country ${countryCode}`);
  return region;
}

/**
 * The API base for a region. `override` (AMAZON_ADS_API_URL, set locally to the sandbox) replaces
 * all three hosts; the sandbox then tells regions apart by the Host header it is given.
 */
export function adsApiBase(region: AdsRegion, override?: string): string {
  return override ? override.replace(/\/$/, "") : REGION_HOSTS[region];
}
