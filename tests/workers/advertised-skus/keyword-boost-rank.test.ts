/**
 * Keyword boost against the rank provider (issue 29 item 3): SerpApi's Amazon Search engine, here
 * the sandbox's `/serpapi/search.json` answering from its market's organic ranking. A boost climbs
 * while the sandbox ranks the product outside the top 10 and goes back once it ranks inside (the
 * sandbox's ranking moves with the product's sales as its market advances day by day); with the
 * provider down it changes no bid and its run note says why; with no provider neither a boost nor
 * organic search optimisation can be switched on. Before: a rank format no provider speaks, one
 * answer for both "not ranking" and "unknown".
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { app } from "../../../worker/app";
import { keywordBoost } from "../../../worker/automation/rules/keyword-boost";
import { runAutomation } from "../../../worker/automation/run-automation";
import { NO_RANK_PROVIDER_MESSAGE } from "../../../worker/contracts/automation/organic-rank";
import { sandboxControl } from "../support/amazon";
import { type AutomationSeller, automationSeller, bidsOnAmazon, changeRows } from "../support/automation";
import { call, ORIGIN } from "../support/http";
import { clearFaults, setFaults } from "../support/sku-structure";
import { db, FAST_RETRY } from "../support/sync";

let seller: AutomationSeller;
type Keyword = { keywordId: string; keywordText: string; bidCents: number };
let keywords: Keyword[] = [];

/** A run of the boost alone, as a Run now (its own run key: the connect's run took the hour). */
let runs = 0;
const boostRun = async () =>
  runAutomation(db(), env, seller.profileId, await marketplaceNow(env), {
    rules: [keywordBoost],
    retry: FAST_RETRY,
    runNowAt: Date.now() + runs++,
  });

/** The sandbox's organic position of the SKU for the keyword over its first 3 pages (sponsored skipped), or null. */
async function sandboxRank(keywordText: string) {
  const asin = (
    await env.DB.prepare("select asin from advertised_skus where id = ?")
      .bind(seller.skuId)
      .first<{ asin: string }>()
  )?.asin;
  let read = 0;
  for (let page = 1; page <= 3; page++) {
    const url = `${env.RANK_PROVIDER_URL}/search.json?${new URLSearchParams({
      engine: "amazon",
      k: keywordText.toLowerCase(),
      amazon_domain: "amazon.com",
      page: String(page),
      api_key: env.RANK_PROVIDER_KEY,
    })}`;
    const answer = (await (await fetch(url)).json()) as {
      organic_results?: { asin: string; sponsored?: boolean }[];
    };
    const organic = (answer.organic_results ?? []).filter((card) => !card.sponsored).map((card) => card.asin);
    if (organic.length === 0) return null;
    const index = organic.indexOf(asin ?? "");
    if (index >= 0) return read + index + 1;
    read += organic.length;
  }
  return null;
}

const startBoost = (keyword: Keyword, maxCents: number) =>
  call(`/api/keywords/${seller.profileId}/${seller.skuId}/${keyword.keywordId}/boost`, {
    method: "POST",
    cookie: seller.user.cookie,
    body: { boostMaxBid: maxCents / 100 },
  });

const ruleNote = async () =>
  (
    await env.DB.prepare(
      "select last_note as note from automation_rule_runs where advertised_sku_id = ? and rule = 'KEYWORD_BOOST'",
    )
      .bind(seller.skuId)
      .first<{ note: string | null }>()
  )?.note ?? null;

/** A request to the Worker as deployed without a rank provider (RANK_PROVIDER_URL and _KEY unset). */
async function sendWithoutProvider(path: string, init: RequestInit = {}) {
  const noProvider = { ...env, RANK_PROVIDER_URL: "", RANK_PROVIDER_KEY: "" } as Env;
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, {
      ...init,
      headers: { Origin: ORIGIN, Cookie: seller.user.cookie, "Content-Type": "application/json" },
    }),
    noProvider,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  seller = await automationSeller();
  const { results } = await env.DB.prepare(
    `select k.keyword_id as keywordId, k.keyword_text as keywordText, coalesce(k.bid_cents, 0) as bidCents
     from sp_keywords k join sp_product_ads pa on pa.profile_id = k.profile_id and pa.campaign_id = k.campaign_id
     where k.profile_id = ? and pa.sku = ? and k.kind = 'KEYWORD' and k.state = 'ENABLED' and k.bid_cents > 0
     order by k.keyword_id`,
  )
    .bind(seller.profileId, seller.sku)
    .all<Keyword>();
  keywords = results;
  expect(keywords.length).toBeGreaterThan(1);
  // Boosts are started on the keywords of the SKU's own (built) campaigns: register its keyword campaign
  // and ad group as one (a keyword the seller adds goes there).
  await env.DB.prepare(
    `insert or ignore into sku_campaigns (profile_id, advertised_sku_id, role, campaign_id, ad_group_id, is_complete, created_at)
     select distinct k.profile_id, ?, 'KEYWORD', k.campaign_id, k.ad_group_id, 1, ? from sp_keywords k where k.profile_id = ? and k.keyword_id in (select value from json_each(?))`,
  )
    .bind(seller.skuId, Date.now(), seller.profileId, JSON.stringify(keywords.map((k) => k.keywordId)))
    .run();
}, 180_000);

describe("keyword boost reads the rank provider (SerpApi's Amazon Search, the sandbox's)", () => {
  it("with the provider down, a boost changes no bid, and the rule's run note (and the Schedule) says why", async () => {
    const keyword = keywords[0] as Keyword;
    expect((await startBoost(keyword, keyword.bidCents * 10)).status).toBe(200);
    try {
      await setFaults({ rankProvider: "ERROR" });
      await boostRun();
    } finally {
      await clearFaults();
    }
    const boosts = (await changeRows(seller.skuId)).filter((row) => row.entityId === keyword.keywordId);
    expect(boosts).toEqual([]);
    expect((await bidsOnAmazon(seller, [keyword.keywordId])).get(keyword.keywordId)).toBe(keyword.bidCents);
    const note = await ruleNote();
    expect(note).toContain(`Boost of “${keyword.keywordText}” held on day 1 of 5: organic rank unknown`);
    expect(note).toContain("the rank provider failed (HTTP 503");
    const status = await call(`/api/automation/${seller.profileId}/status?skuId=${seller.skuId}`, {
      cookie: seller.user.cookie,
    });
    const boostRule = status.json.data.rules.find((rule: { rule: string }) => rule.rule === "KEYWORD_BOOST");
    expect(boostRule.lastRunNote).toBe(note);
    // The failure is kept for the day but asked again by the next run.
    const stored = await env.DB.prepare(
      "select status, cause from organic_rank_checks where profile_id = ? and keyword_text = ?",
    )
      .bind(seller.profileId, keyword.keywordText.trim().toLowerCase())
      .first();
    expect(stored).toEqual({ status: "UNKNOWN", cause: "PROVIDER_ERROR" });
  });

  it("climbs while the sandbox ranks the product outside the top 10, and is back at its pre-boost bid once inside", async () => {
    const keyword = keywords[0] as Keyword;
    const base = keyword.bidCents;
    for (let day = 1; day <= 6; day++) {
      const rank = await sandboxRank(keyword.keywordText);
      await boostRun();
      const bid = (await bidsOnAmazon(seller, [keyword.keywordId])).get(keyword.keywordId);
      const latest = (await changeRows(seller.skuId))
        .filter((row) => row.entityId === keyword.keywordId)
        .at(-1);
      if (rank !== null && rank <= 10) {
        expect(bid).toBe(base);
        if (latest)
          expect(latest.reason).toMatch(new RegExp(`organic rank ${rank} reached the top 10|^Boost day`));
        break;
      }
      if (day <= 5) {
        expect(bid).toBeGreaterThan(base);
        expect(latest?.reason).toContain(
          rank === null ? "not in the first 48 organic results" : `organic rank ${rank} (goal top 10)`,
        );
      } else {
        expect(bid).toBe(base);
      }
      await sandboxControl("/_sandbox/clock/advance", { duration: "1d" });
    }
    // One search per keyword a day at most: today's look-up is stored and read back by a second run.
    const before = ((await sandboxControl("/_sandbox/serpapi/searches")) as { searches: number }).searches;
    await boostRun();
    expect(((await sandboxControl("/_sandbox/serpapi/searches")) as { searches: number }).searches).toBe(
      before,
    );
  });

  it("a boost on a keyword the sandbox ranks outside the top 10 climbs day by day and ends the day the sandbox ranks it inside, before its 5 days", async () => {
    // The SKU's recommended terms not yet advertised, each ranked by the sandbox now: the one nearest
    // the top 10 from outside it (the sandbox's ranking moves with the product's last week of sales).
    const recommended = await call(`/api/keywords/${seller.profileId}/${seller.skuId}/recommended`, {
      cookie: seller.user.cookie,
    });
    expect(recommended.status).toBe(200);
    const texts = (recommended.json.data as { keyword: string; isAdvertised: boolean }[])
      .filter((entry) => !entry.isAdvertised)
      .map((entry) => entry.keyword)
      .slice(0, 40);
    let chosen: { text: string; rank: number } | undefined;
    for (const text of texts) {
      const rank = await sandboxRank(text);
      if (rank !== null && rank > 10 && (!chosen || rank < chosen.rank)) chosen = { text, rank };
    }
    if (!chosen) throw new Error(`no recommended term ranks outside the top 10 (of ${texts.length})`);
    const added = await call(`/api/keywords/${seller.profileId}/${seller.skuId}`, {
      method: "POST",
      cookie: seller.user.cookie,
      body: { keywordText: chosen.text },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const keywordId = added.json.data.id as string;
    expect((await startBoost({ keywordId, keywordText: chosen.text, bidCents: 0 }, 500)).status).toBe(200);
    // The new keyword runs at its ad group's default bid: the boost's pre-boost bid.
    const base = (
      await env.DB.prepare("select base_bid_cents as base from keyword_boosts where keyword_id = ?")
        .bind(keywordId)
        .first<{ base: number }>()
    )?.base as number;
    expect(base).toBeGreaterThan(0);
    const keyword = { keywordId, keywordText: chosen.text, bidCents: base };

    let endedOn: { day: number; rank: number } | undefined;
    let previous = base;
    for (let day = 1; day <= 5; day++) {
      const rank = await sandboxRank(keyword.keywordText);
      await boostRun();
      const bid = (await bidsOnAmazon(seller, [keywordId])).get(keywordId) as number;
      const latest = (await changeRows(seller.skuId)).filter((row) => row.entityId === keywordId).at(-1);
      if (rank !== null && rank <= 10) {
        // The rank the sandbox answers at this very moment is the one the boost stopped at.
        expect(bid).toBe(base);
        if (day > 1) {
          expect(latest?.reason).toContain(
            `Boost done on day ${day} of 5: organic rank ${rank} reached the top 10; bid back to the pre-boost`,
          );
        }
        endedOn = { day, rank };
        break;
      }
      expect(bid).toBeGreaterThan(previous);
      expect(latest?.reason).toContain(
        `Boost day ${day} of 5: ${rank === null ? "not in the first" : `organic rank ${rank} (goal top 10)`}`,
      );
      previous = bid;
      await sandboxControl("/_sandbox/clock/advance", { duration: "1d" });
    }
    expect(
      endedOn,
      `“${chosen.text}” from rank ${chosen.rank} did not reach the top 10 in 5 days`,
    ).toBeDefined();
    expect(endedOn?.day).toBeGreaterThan(1);
    // Done: a later day's run (still inside the 5 days) leaves the pre-boost bid.
    await sandboxControl("/_sandbox/clock/advance", { duration: "1d" });
    await boostRun();
    expect((await bidsOnAmazon(seller, [keywordId])).get(keywordId)).toBe(base);
  });

  it("with no provider configured, a boost cannot start (400/1005, nothing stored) and the keyword list says why", async () => {
    const keyword = keywords[1] as Keyword;
    const before = await env.DB.prepare("select count(*) as n from keyword_boosts").first<{ n: number }>();
    const refused = await sendWithoutProvider(
      `/api/keywords/${seller.profileId}/${seller.skuId}/${keyword.keywordId}/boost`,
      {
        method: "POST",
        body: JSON.stringify({ boostMaxBid: (keyword.bidCents * 10) / 100 }),
      },
    );
    expect(refused).toEqual({
      status: 400,
      json: {
        status: "ERROR",
        data: { code: 1005, field: "boost", message: `boost: ${NO_RANK_PROVIDER_MESSAGE}` },
      },
    });
    expect(await env.DB.prepare("select count(*) as n from keyword_boosts").first<{ n: number }>()).toEqual(
      before,
    );
    const list = await sendWithoutProvider(`/api/keywords/${seller.profileId}/${seller.skuId}`);
    expect((list.json.data as { rankProvider: unknown }).rankProvider).toEqual({
      configured: false,
      unavailableReason: NO_RANK_PROVIDER_MESSAGE,
    });
    const configured = await call(`/api/keywords/${seller.profileId}/${seller.skuId}`, {
      cookie: seller.user.cookie,
    });
    expect(configured.json.data.rankProvider).toEqual({ configured: true, unavailableReason: null });
  });

  it("with no provider configured, organic search optimisation cannot be switched on (400/1005, nothing changed); off still can be", async () => {
    const keyword = keywords[1] as Keyword;
    const path = `/api/keywords/${seller.profileId}/keyword/${keyword.keywordId}`;
    const options = () =>
      env.DB.prepare(
        "select keyword_id, organic_search_optimization from keyword_options where profile_id = ?",
      )
        .bind(seller.profileId)
        .all()
        .then((result) => result.results);
    const before = await options();
    const bids = await bidsOnAmazon(seller, [keyword.keywordId]);
    const refused = await sendWithoutProvider(path, {
      method: "PUT",
      body: JSON.stringify({ organicSearchOptimization: true, bid: (keyword.bidCents + 7) / 100 }),
    });
    expect(refused).toEqual({
      status: 400,
      json: {
        status: "ERROR",
        data: {
          code: 1005,
          field: "organicSearchOptimization",
          message: `organicSearchOptimization: ${NO_RANK_PROVIDER_MESSAGE}`,
        },
      },
    });
    expect(await options()).toEqual(before);
    expect(await bidsOnAmazon(seller, [keyword.keywordId])).toEqual(bids);
    // Switching it off (a keyword switched on while a provider was configured) is never refused.
    expect(
      (
        await sendWithoutProvider(path, {
          method: "PUT",
          body: JSON.stringify({ organicSearchOptimization: false }),
        })
      ).status,
    ).toBe(200);
    // With the provider configured the same switch goes on.
    const on = await call(path, {
      method: "PUT",
      cookie: seller.user.cookie,
      body: { organicSearchOptimization: true },
    });
    expect(on.status).toBe(200);
    expect(await options()).toContainEqual({ keyword_id: keyword.keywordId, organic_search_optimization: 1 });
  });
});
