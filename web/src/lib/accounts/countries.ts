/** The marketplaces Amazon Ads serves, by the country code a profile carries (spec 000 §3). */
export const countryNames: Readonly<Record<string, string>> = {
  US: "United States",
  CA: "Canada",
  MX: "Mexico",
  BR: "Brazil",
  UK: "United Kingdom",
  DE: "Germany",
  FR: "France",
  ES: "Spain",
  IT: "Italy",
  BE: "Belgium",
  NL: "Netherlands",
  SE: "Sweden",
  PL: "Poland",
  TR: "Turkey",
  AE: "Arab Emirates",
  JP: "Japan",
  AU: "Australia",
  SG: "Singapore",
  IN: "India",
  SA: "Saudi Arabia",
};

/** The country's name, or the code itself for a marketplace the map does not know yet. */
export const countryName = (code: string) => countryNames[code.toUpperCase()] ?? code;
