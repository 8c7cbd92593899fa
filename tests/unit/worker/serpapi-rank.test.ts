import { describe, expect, it } from "vitest";
import { rankProviderOf, searchUrl } from "../../../worker/amazon/organic-rank";
import { readSerpApiPage } from "../../../worker/amazon/serpapi-page";

const card = (position: number, asin: string, sponsored = false) => ({
  position,
  asin,
  title: `t${position}`,
  ...(sponsored && { sponsored: true }),
});

describe("reading SerpApi's Amazon Search answer for an organic rank (issue 29 item 3)", () => {
  it("lists the organic ASINs in position order, sponsored cards skipped", () => {
    const body = {
      organic_results: [
        card(3, "B0ORGANIC2"),
        card(1, "B0SPONSOR1", true),
        card(2, "b0organic1"),
        card(4, "B0SPONSOR2", true),
      ],
    };
    expect(readSerpApiPage(200, body)).toEqual({
      kind: "RESULTS",
      organicAsins: ["B0ORGANIC1", "B0ORGANIC2"],
    });
  });

  it("tells 'no results' (past the last page: not found) from an error (unknown)", () => {
    expect(readSerpApiPage(200, { error: "Amazon hasn't returned any results for this query." })).toEqual({
      kind: "NO_RESULTS",
    });
    expect(readSerpApiPage(429, { error: "Your account has run out of searches." })).toEqual({
      kind: "ERROR",
      cause: "QUOTA",
      detail: "429: Your account has run out of searches.",
    });
    expect(readSerpApiPage(401, { error: "Invalid API key." })).toEqual({
      kind: "ERROR",
      cause: "PROVIDER_ERROR",
      detail: "HTTP 401: Invalid API key.",
    });
    expect(readSerpApiPage(503, null)).toMatchObject({ kind: "ERROR", cause: "PROVIDER_ERROR" });
    expect(readSerpApiPage(200, { search_metadata: {} })).toMatchObject({ kind: "ERROR" });
    expect(readSerpApiPage(200, { error: "Something else" })).toMatchObject({ kind: "ERROR" });
  });

  it("is configured by a base URL and a key, both needed; asks the profile's Amazon domain", () => {
    expect(rankProviderOf({})).toBeNull();
    expect(rankProviderOf({ RANK_PROVIDER_URL: "https://serpapi.com" })).toBeNull();
    expect(rankProviderOf({ RANK_PROVIDER_URL: " ", RANK_PROVIDER_KEY: "k" })).toBeNull();
    const provider = rankProviderOf({ RANK_PROVIDER_URL: "https://serpapi.com/", RANK_PROVIDER_KEY: "k1" });
    expect(provider).toEqual({ baseUrl: "https://serpapi.com", apiKey: "k1" });
    if (!provider) return;
    const url = searchUrl(provider, { countryCode: "UK", asin: "B0X", keyword: "dog bed" }, 2);
    expect(url.origin + url.pathname).toBe("https://serpapi.com/search.json");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      engine: "amazon",
      k: "dog bed",
      amazon_domain: "amazon.co.uk",
      page: "2",
      api_key: "k1",
    });
  });
});
