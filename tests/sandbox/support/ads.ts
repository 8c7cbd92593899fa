import { CLIENT_ID } from "./lwa";
import { sandboxFetch } from "./sandbox";

/** Ads API calls with the headers the product's client sends. */
export type AdsCall = {
  token: string;
  scope?: number | string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

export function adsFetch(path: string, { token, scope, method = "GET", body, headers = {} }: AdsCall) {
  return sandboxFetch(path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      "Amazon-Advertising-API-ClientId": CLIENT_ID,
      ...(scope !== undefined ? { "Amazon-Advertising-API-Scope": String(scope) } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

export type ProfileJson = { profileId: number; countryCode: string; currencyCode: string; timezone: string };

export async function profiles(token: string, path = "/v2/profiles"): Promise<ProfileJson[]> {
  const response = await adsFetch(path, { token });
  if (response.status !== 200) throw new Error(`profiles answered ${response.status}`);
  return (await response.json()) as ProfileJson[];
}

const SP_TYPES: Record<string, string> = {
  campaigns: "application/vnd.spCampaign.v3+json",
  adGroups: "application/vnd.spAdGroup.v3+json",
  productAds: "application/vnd.spProductAd.v3+json",
  keywords: "application/vnd.spKeyword.v3+json",
  negativeKeywords: "application/vnd.spNegativeKeyword.v3+json",
  campaignNegativeKeywords: "application/vnd.spCampaignNegativeKeyword.v3+json",
  targets: "application/vnd.spTargetingClause.v3+json",
  negativeTargets: "application/vnd.spNegativeTargetingClause.v3+json",
  campaignNegativeTargets: "application/vnd.spCampaignNegativeTargetingClause.v3+json",
};

/** An SP v3 call with the kind's vendor media type; `path` is "campaigns", "keywords/list"… */
export function sp(path: string, call: AdsCall & { method?: "POST" | "PUT" }) {
  const type = SP_TYPES[path.split("/")[0] ?? ""] ?? "application/json";
  return adsFetch(`/sp/${path}`, {
    method: "POST",
    ...call,
    headers: { "Content-Type": type, Accept: type, ...call.headers },
  });
}
