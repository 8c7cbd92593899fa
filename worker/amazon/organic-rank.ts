/**
 * A product's organic rank for a keyword from a rank provider speaking SerpApi's Amazon Search wire
 * format (issue 29 item 3): `RANK_PROVIDER_URL` (https://serpapi.com in production; locally the
 * sandbox's `/serpapi`) and `RANK_PROVIDER_KEY` (its api_key). Amazon's Ads API has no rank. The
 * first MAX_RANK_PAGES pages are read as needed; sponsored cards do not count. Without both settings
 * every rank is UNKNOWN (NO_PROVIDER) and no request is made.
 */
import type { OrganicRank } from "../contracts/automation/organic-rank";
import { marketplaceDomain } from "./product-url";
import { readSerpApiPage } from "./serpapi-page";

/** Pages of results read at most for one keyword: a product past them is NOT_FOUND. */
export const MAX_RANK_PAGES = 3;

export type RankProvider = { baseUrl: string; apiKey: string };
export type RankProviderEnv = { RANK_PROVIDER_URL?: string; RANK_PROVIDER_KEY?: string };

/** The configured provider, or null when either setting is missing. */
export function rankProviderOf(env: RankProviderEnv): RankProvider | null {
  const baseUrl = env.RANK_PROVIDER_URL?.trim();
  const apiKey = env.RANK_PROVIDER_KEY?.trim();
  return baseUrl && apiKey ? { baseUrl: baseUrl.replace(/\/+$/, ""), apiKey } : null;
}

export type RankQuery = { countryCode: string; asin: string; keyword: string };

/** One SerpApi search URL: the keyword on the profile's Amazon domain, page `page`. */
export function searchUrl(provider: RankProvider, { countryCode, keyword }: RankQuery, page: number) {
  const url = new URL(`${provider.baseUrl}/search.json`);
  url.search = new URLSearchParams({
    engine: "amazon",
    k: keyword,
    amazon_domain: marketplaceDomain(countryCode),
    page: String(page),
    api_key: provider.apiKey,
  }).toString();
  return url;
}

/** The rank and how many provider calls it took (each page is one search on the provider's account). */
export async function lookUpOrganicRank(
  provider: RankProvider,
  query: RankQuery,
): Promise<{ rank: OrganicRank; calls: number }> {
  const asin = query.asin.toUpperCase();
  let read = 0;
  for (let page = 1; page <= MAX_RANK_PAGES; page++) {
    let reading: ReturnType<typeof readSerpApiPage>;
    try {
      const response = await fetch(searchUrl(provider, query, page), {
        headers: { Accept: "application/json" },
      });
      reading = readSerpApiPage(response.status, await response.json().catch(() => null));
    } catch (error) {
      reading = { kind: "ERROR", cause: "PROVIDER_ERROR", detail: String(error) };
    }
    if (reading.kind === "ERROR") {
      return { rank: { status: "UNKNOWN", cause: reading.cause, detail: reading.detail }, calls: page };
    }
    if (reading.kind === "NO_RESULTS" || reading.organicAsins.length === 0) {
      return { rank: { status: "NOT_FOUND", organicResultsRead: read }, calls: page };
    }
    const index = reading.organicAsins.indexOf(asin);
    if (index >= 0) return { rank: { status: "RANKS", position: read + index + 1 }, calls: page };
    read += reading.organicAsins.length;
  }
  return { rank: { status: "NOT_FOUND", organicResultsRead: read }, calls: MAX_RANK_PAGES };
}
