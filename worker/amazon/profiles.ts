import type { AdsClient } from "./ads-client";

/** GET /v2/profiles as Amazon answers it; profileId is an int64, read safely as text. */
export type AmazonProfile = {
  profileId: string;
  countryCode: string;
  currencyCode: string;
  timezone: string;
  accountInfo: { marketplaceStringId: string; id: string; type: string; name: string };
};

type RawProfile = Omit<AmazonProfile, "profileId"> & { profileId: number | string };

/** Profile ids past 2^53 would lose digits through JSON.parse: take them from the raw text instead. */
const quoteProfileIds = (text: string) => text.replace(/("profileId"\s*:\s*)(\d+)/g, '$1"$2"');

export async function listProfiles(client: AdsClient): Promise<AmazonProfile[]> {
  const text = await client.send<string>({ method: "GET", path: "/v2/profiles", raw: true });
  const profiles = JSON.parse(quoteProfileIds(text)) as RawProfile[];
  return profiles.map((profile) => ({ ...profile, profileId: String(profile.profileId) }));
}
