import type { Profile } from "../../model/index";

/** The catalog SKUs behind a list of ASINs (unknown ASINs are not the advertiser's: ignored). */
export function skusOfAsins(profile: Profile, asins: readonly string[]): string[] {
  const wanted = new Set(asins.map((asin) => asin.toUpperCase()));
  return profile.catalog.filter((product) => wanted.has(product.asin)).map((product) => product.sku);
}

/** The SKUs an existing ad group advertises, or undefined when the ad group is not the profile's. */
export function skusOfAdGroup(profile: Profile, campaignId: string, adGroupId: string): string[] | undefined {
  const adGroup = profile.ads.adGroups.find(
    (group) => group.adGroupId === adGroupId && group.campaignId === campaignId,
  );
  if (!adGroup) return undefined;
  return profile.ads.productAds
    .filter((ad) => ad.adGroupId === adGroupId && ad.state !== "ARCHIVED")
    .map((ad) => ad.sku);
}
