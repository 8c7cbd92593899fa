import { Hono } from "hono";
import { amazonSearchPage } from "../../model/index";
import { readFaults } from "../faults/fault-config";
import type { SandboxEnv } from "../sandbox-context";

/**
 * SerpApi's Amazon Search engine, the rank provider the product reads organic ranks from (issue 29
 * item 3): `GET /serpapi/search.json?engine=amazon&k=<keyword>&amazon_domain=<amazon.com|…>&page=N
 * &api_key=<key>` → `{search_metadata, search_parameters, organic_results: [{position, asin, title,
 * link, sponsored?}]}` from the market's organic ranking with sponsored cards interleaved
 * (model/queries/amazon-search.ts). Errors as SerpApi gives them, `{"error": "…"}`: 401 for a missing
 * or wrong api_key, 400 for a bad parameter, 429 out of searches and 503 an outage (the
 * `rankProvider` fault knob), and a 200 whose error says Amazon returned no results past the last page.
 * Every search answered counts in `GET /_sandbox/serpapi/searches` (what the product spent).
 */
export const SEARCHES_KEY = "serpapi-searches";

const DOMAINS: Record<string, string> = {
  "amazon.com": "US",
  "amazon.ca": "CA",
  "amazon.co.uk": "UK",
  "amazon.de": "DE",
};

const error = (message: string) => ({ error: message });

export const serpApiRoutes = new Hono<SandboxEnv>().get("/search.json", async (c) => {
  const { engine, k, amazon_domain: domain = "amazon.com", page = "1", api_key: apiKey } = c.req.query();
  if (!apiKey || apiKey !== c.var.deps.serpApiKey) {
    return c.json(
      error("Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key"),
      401,
    );
  }
  const faults = await readFaults(c.var.deps.storage);
  if (faults.rankProvider === "QUOTA") return c.json(error("Your account has run out of searches."), 429);
  if (faults.rankProvider === "ERROR") {
    return c.json(error("Something went wrong on our end. Please try again later."), 503);
  }
  if (engine !== "amazon") return c.json(error("Unsupported `engine` parameter."), 400);
  if (!k?.trim()) return c.json(error("Missing query `k` parameter."), 400);
  const countryCode = DOMAINS[domain];
  if (!countryCode) return c.json(error("Unsupported `amazon_domain` parameter."), 400);
  const pageNumber = Number(page);
  if (!Number.isInteger(pageNumber) || pageNumber < 1) return c.json(error("Invalid `page` parameter."), 400);

  const storage = c.var.deps.storage;
  await storage.put(SEARCHES_KEY, ((await storage.get<number>(SEARCHES_KEY)) ?? 0) + 1);
  const state = await c.var.deps.world.read();
  const cards = amazonSearchPage(state, countryCode, k.trim(), pageNumber);
  const search_metadata = { id: crypto.randomUUID(), status: "Success", created_at: state.clock.now };
  const search_parameters = { engine, k, amazon_domain: domain, page: pageNumber };
  if (!cards) {
    return c.json({
      search_metadata,
      search_parameters,
      error: "Amazon hasn't returned any results for this query.",
    });
  }
  return c.json({
    search_metadata,
    search_parameters,
    organic_results: cards.map((card) => ({
      position: card.position,
      asin: card.asin,
      title: card.title,
      link: `https://www.${domain}/dp/${card.asin}`,
      ...(card.sponsored && { sponsored: true }),
    })),
  });
});

/** `GET /_sandbox/serpapi/searches` → `{searches}`: searches answered since the sandbox started (or was reset). */
export const serpApiCountRoutes = new Hono<SandboxEnv>().get("/searches", async (c) =>
  c.json({ searches: (await c.var.deps.storage.get<number>(SEARCHES_KEY)) ?? 0 }),
);
