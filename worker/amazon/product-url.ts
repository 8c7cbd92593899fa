/** Links to a product's detail page on the marketplace the profile sells in. Pure. */

const MARKETPLACE_DOMAINS: Record<string, string> = {
  US: "amazon.com",
  CA: "amazon.ca",
  MX: "amazon.com.mx",
  BR: "amazon.com.br",
  UK: "amazon.co.uk",
  GB: "amazon.co.uk",
  DE: "amazon.de",
  FR: "amazon.fr",
  ES: "amazon.es",
  IT: "amazon.it",
  BE: "amazon.com.be",
  NL: "amazon.nl",
  SE: "amazon.se",
  PL: "amazon.pl",
  TR: "amazon.com.tr",
  AE: "amazon.ae",
  SA: "amazon.sa",
  EG: "amazon.eg",
  IN: "amazon.in",
  JP: "amazon.co.jp",
  AU: "amazon.com.au",
  SG: "amazon.sg",
};

export const marketplaceDomain = (countryCode: string) =>
  MARKETPLACE_DOMAINS[countryCode.toUpperCase()] ?? "amazon.com";

/** https://www.amazon.de/dp/B0… */
export const productUrl = (countryCode: string, asin: string) =>
  `https://www.${marketplaceDomain(countryCode)}/dp/${encodeURIComponent(asin)}`;
