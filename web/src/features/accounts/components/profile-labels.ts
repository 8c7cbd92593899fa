import { countryName } from "../../../lib/accounts/countries";
import type { AmazonProfile } from "../../../lib/accounts/resolve-selection";

/** 'seller' → 'Seller': Amazon sends the account type in lower case. */
export const profileType = (profile: AmazonProfile) => {
  const type = profile.accountInfo.type;
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : "-";
};

/** 'United States' for 'US' (spec 000 §3). */
export const profileCountry = (profile: AmazonProfile) => countryName(profile.countryCode);
