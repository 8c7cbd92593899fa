import type { Page, Route } from "playwright-core";
import type { AdvertisedSku } from "../../../worker/contracts/advertised-skus/advertised-sku";
import type {
  AsinTarget,
  KeywordTarget,
  TargetReport,
} from "../../../worker/contracts/campaigns/campaign-detail";
import { fetchThrough } from "./route-fetch";

/** One call the page made to the faked endpoints. */
export type FakeCall = { method: string; path: string; query: Record<string, string>; body: unknown };

const report: TargetReport = {
  impressions: 1200,
  clicks: 30,
  cost: 15,
  sales: 90,
  unitsSoldClicks: 4,
  roas: 6,
  acos: 16.67,
  ctr: 2.5,
  cvr: 13.33,
};

const asinTarget = (index: number, state: string): AsinTarget => {
  const productAsin = `B0TARGET${String(index).padStart(2, "0")}`;
  return {
    id: `t${index}`,
    productAsin,
    url: `https://www.amazon.com/dp/${productAsin}`,
    thumbnail: null,
    state,
    bid: 0.5,
    defaultBid: 0.45,
    increaseProductPagesPlacement: false,
    increaseTopOfSearchPlacement: false,
    campaignId: "c-product",
    report: index === 1 ? report : undefined,
  };
};

const keyword = (
  index: number,
  text: string,
  matchType: string,
  state: string,
  boosted = false,
): KeywordTarget => ({
  id: `k${index}`,
  keywordText: text,
  matchType,
  state,
  bid: 0.5,
  defaultBid: 0.45,
  organicSearchOptimization: false,
  isBoosted: boosted,
  boostMaxBid: boosted ? 0.9 : null,
  campaignId: "c-keyword",
  report: index === 1 ? report : undefined,
});

const recommendedAsin = (index: number) => {
  const asin = `B0REC${String(index).padStart(5, "0")}`;
  return {
    recommendedAsin: asin,
    url: `https://www.amazon.com/dp/${asin}`,
    imageUrl: null,
    themes: index % 2 ? ["Similar items"] : ["Complements"],
    isAdvertised: index === 1,
  };
};

const recommendedKeyword = (text: string, searchVolume: number) => ({
  keyword: text,
  searchVolume,
  relativeScore: Math.round(searchVolume / 100),
  competitionIndex: null,
  isAdvertised: false,
});

/** Answers a cursor page of 10 out of `rows`, the cursor being the next offset. */
const cursorPage = <T>(rows: T[], cursor: string | undefined) => {
  const start = Number(cursor ?? 0);
  const next = start + 10 < rows.length ? String(start + 10) : null;
  return { rows: rows.slice(start, start + 10), next };
};

/**
 * The SKU's /api/targets and /api/keywords endpoints (spec 001 §7) answered in the browser from a small
 * in-memory seller, so the panels' screens, checks and calls can be seen before and apart from Amazon.
 * The SKU detail is the Worker's, with `isAdvertised` and the counts set from here.
 */
export async function fakeTargetsAndKeywords(page: Page, sku: AdvertisedSku, advertised: boolean) {
  const calls: FakeCall[] = [];
  const state = {
    advertised,
    targets: [
      asinTarget(1, "ENABLED"),
      asinTarget(2, "PAUSED"),
      asinTarget(3, "ARCHIVED"),
      ...Array.from({ length: 9 }, (_, i) => asinTarget(i + 4, "ENABLED")),
    ],
    recommendedAsins: Array.from({ length: 12 }, (_, i) => recommendedAsin(i + 1)),
    keywords: [
      keyword(1, "yoga mat", "EXACT", "ENABLED"),
      keyword(2, "yoga mat thick", "BROAD", "ENABLED", true),
      keyword(3, "exercise mat", "PHRASE", "PAUSED"),
      keyword(4, "gym mat", "BROAD", "ARCHIVED"),
    ],
    recommendedKeywords: [
      recommendedKeyword("non slip yoga mat", 5400),
      recommendedKeyword("travel yoga mat", 880),
    ],
    lookups: new Set<string>(["B0ADDED001"]),
  };

  const ok = (route: Route, data: unknown) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ status: "SUCCESS", data }),
    });

  await page.route(
    (url) => new RegExp(`^/api/advertised-sku/\\d+/${sku.id}$`).test(url.pathname),
    async (route) => {
      const answer = await fetchThrough(route);
      const envelope = (await answer.json()) as { status: string; data: AdvertisedSku };
      envelope.data = {
        ...envelope.data,
        isAdvertised: state.advertised,
        asinTargetsCount: state.targets.length,
        keywordTargetsCount: state.keywords.length,
      };
      await route.fulfill({ response: answer, json: envelope });
    },
  );

  await page.route(
    (url) => url.pathname.startsWith("/api/targets/") || url.pathname.startsWith("/api/keywords/"),
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const parts = url.pathname.split("/").slice(2); // [targets|keywords, profileId, …]
      const method = request.method();
      const query = Object.fromEntries(url.searchParams);
      const body = request.postData() ? (request.postDataJSON() as Record<string, unknown>) : undefined;
      calls.push({ method, path: url.pathname.slice(4), query, body });
      const [area, , third, fourth, fifth] = parts;

      if (area === "targets") {
        if (method === "GET" && fourth === "asin") {
          const asin = query.asin ?? "";
          return ok(route, {
            asin,
            brand: "Contoso",
            imageUrl: null,
            title: `Lookup product ${asin}`,
            isAdvertised: state.lookups.has(asin),
          });
        }
        if (method === "GET" && fourth === "recommended") {
          const { rows, next } = cursorPage(state.recommendedAsins, query.cursor);
          return ok(route, { recommendations: rows, nextCursor: next });
        }
        if (method === "GET") {
          const q = (query.q ?? "").toUpperCase();
          const { rows, next } = cursorPage(
            state.targets.filter((target) => target.productAsin.includes(q)),
            query.cursor,
          );
          return ok(route, { targets: rows, next });
        }
        if (method === "POST") {
          const productAsin = String(body?.productAsin);
          state.lookups.add(productAsin);
          for (const row of state.recommendedAsins)
            if (row.recommendedAsin === productAsin) row.isAdvertised = true;
          const target = {
            ...asinTarget(state.targets.length + 1, "ENABLED"),
            productAsin,
            report: undefined,
          };
          state.targets.unshift(target);
          return ok(route, target);
        }
        if (method === "PUT" && third === "target") {
          const target = state.targets.find((row) => row.id === fourth);
          Object.assign(target ?? {}, body);
          return ok(route, body);
        }
      }

      if (area === "keywords") {
        if (fourth === "recommended") {
          if (method === "GET") return ok(route, state.recommendedKeywords);
          const key = String(body?.key);
          return ok(route, [
            recommendedKeyword(`${key} for beginners`, 1300),
            recommendedKeyword(`best ${key}`, 2100),
          ]);
        }
        if (method === "GET") {
          const q = (query.q ?? "").toLowerCase();
          const { rows, next } = cursorPage(
            state.keywords.filter((row) => row.keywordText.includes(q)),
            query.cursor,
          );
          return ok(route, { keywords: rows, next });
        }
        if (method === "POST" && fifth === "boost") {
          const row = state.keywords.find((item) => item.id === fourth);
          if (row) Object.assign(row, { isBoosted: true, boostMaxBid: body?.boostMaxBid });
          return ok(route, row);
        }
        if (method === "DELETE" && fifth === "boost") {
          const row = state.keywords.find((item) => item.id === fourth);
          if (row) Object.assign(row, { isBoosted: false, boostMaxBid: null });
          return ok(route, row);
        }
        if (method === "POST") {
          const keywordText = String(body?.keywordText);
          state.keywords.unshift(keyword(state.keywords.length + 1, keywordText, "EXACT", "ENABLED"));
          for (const row of state.recommendedKeywords)
            if (row.keyword === keywordText) row.isAdvertised = true;
          return ok(route, { keywordText });
        }
        if (method === "PUT" && third === "keyword") {
          const row = state.keywords.find((item) => item.id === fourth);
          Object.assign(row ?? {}, body);
          return ok(route, body);
        }
      }
      return route.fulfill({ status: 404, contentType: "application/json", body: "{}" });
    },
  );
  return { calls, state };
}
