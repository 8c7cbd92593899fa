import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdvertisedSku, AdvertisedSkuPage } from "../../worker/contracts/advertised-sku";
import { signedInUser } from "./support/accounts";
import { call } from "./support/http";
import { seedProfile } from "./support/seed-ads";

let cookie = "";
let profileId = 0;
let other = { cookie: "", profileId: 0, skuId: 0 };

type SeedSku = { sku: string; isAdvertised?: boolean; budget?: number; bidMin?: number; bidMax?: number };

/** A stored SKU of the profile (money in cents as the table holds it); answers its id. */
async function seedSku(
  profile: number,
  { sku, isAdvertised = false, budget = 1000, bidMin = 20, bidMax = 300 }: SeedSku,
) {
  const row = await env.DB.prepare(
    "insert into advertised_skus (profile_id, sku, asin, title, price_cents, currency, max_daily_budget_cents, bid_min_cents, bid_max_cents, is_advertised) values (?, ?, ?, ?, 1999, 'USD', ?, ?, ?, ?) returning id",
  )
    .bind(
      profile,
      sku,
      `B0${sku
        .replace(/[^A-Z0-9]/gi, "")
        .slice(0, 8)
        .toUpperCase()
        .padEnd(8, "X")}`,
      `Title of ${sku}`,
      budget,
      bidMin,
      bidMax,
      isAdvertised ? 1 : 0,
    )
    .first<{ id: number }>();
  if (!row) throw new Error("seeding the SKU failed");
  return row.id;
}

const stored = (id: number) =>
  env.DB.prepare("select * from advertised_skus where id = ?").bind(id).first<Record<string, unknown>>();

const put = (skuId: number, body: unknown, as = cookie, profile = profileId) =>
  call(`/api/advertised-sku/${profile}/${skuId}`, { method: "PUT", body, cookie: as });

beforeAll(async () => {
  const user = await signedInUser();
  cookie = user.cookie;
  profileId = await seedProfile(user.id);
  const stranger = await signedInUser("stranger");
  const strangerProfile = await seedProfile(stranger.id);
  other = {
    cookie: stranger.cookie,
    profileId: strangerProfile,
    skuId: await seedSku(strangerProfile, { sku: "THEIR-SKU" }),
  };
});

describe("POST /api/advertised-sku/{profileId} validation (spec 001 §5 inline form)", () => {
  const product = (
    change: Record<string, unknown> = {},
    bids: Record<string, unknown> = { bidMin: 0.3, bidMax: 1.25 },
  ) => ({
    sku: "NEW-SKU-1",
    asin: "B0NEWSKU01",
    title: "A product",
    priceToPay: { amount: 19.99, currency: "USD" },
    bidOptimization: bids,
    maxDailyBudget: 25,
    ...change,
  });

  it.each([
    ["0.maxDailyBudget", "Required", [product({ maxDailyBudget: null })]],
    ["0.maxDailyBudget", "Min value - $1.0", [product({ maxDailyBudget: 0.99 })]],
    ["0.maxDailyBudget", "Must be in steps of $0.01", [product({ maxDailyBudget: 1.005 })]],
    ["0.bidOptimization.bidMin", "Required", [product({}, { bidMax: 1 })]],
    ["0.bidOptimization.bidMin", "Min value - $0.02", [product({}, { bidMin: 0.01, bidMax: 1 })]],
    ["0.bidOptimization.bidMax", "Min value - $0.03", [product({}, { bidMin: 0.02, bidMax: 0.02 })]],
    [
      "0.bidOptimization.bidMax",
      "The max bid can't be lower than the min bid",
      [product({}, { bidMin: 0.5, bidMax: 0.49 })],
    ],
    ["1.sku", "Required", [product(), product({ sku: " " })]],
    ["0.asin", "Required", [product({ asin: undefined })]],
    ["json", "Add at least one product", []],
  ])("refuses a bad %s with '%s', 400/1005, nothing stored", async (field, message, body) => {
    const before = await env.DB.prepare("select count(*) as n from advertised_skus").first<{ n: number }>();
    const { status, json } = await call(`/api/advertised-sku/${profileId}`, { method: "POST", body, cookie });
    expect(status).toBe(400);
    expect(json).toEqual({ status: "ERROR", data: { code: 1005, field, message: `${field}: ${message}` } });
    const after = await env.DB.prepare("select count(*) as n from advertised_skus").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("refuses re-adding a SKU the profile already has with 'This SKU has already been added' on that item", async () => {
    await seedSku(profileId, { sku: "ALREADY-1" });
    const { status, json } = await call(`/api/advertised-sku/${profileId}`, {
      method: "POST",
      body: [product({ sku: "ALREADY-1" })],
      cookie,
    });
    expect(status).toBe(400);
    expect(json.data).toEqual({
      code: 1005,
      field: "0.sku",
      message: "0.sku: This SKU has already been added",
    });
  });

  it("refuses another seller's profile with 1003", async () => {
    const { status, json } = await call(`/api/advertised-sku/${other.profileId}`, {
      method: "POST",
      body: [product()],
      cookie,
    });
    expect(status).toBe(404);
    expect(json.data.code).toBe(1003);
  });
});

describe("PUT /api/advertised-sku/{profileId}/{skuId} (spec 001 §5 list modals, Product Details forms)", () => {
  let skuId = 0;
  beforeAll(async () => {
    skuId = await seedSku(profileId, { sku: "EDIT-ME", budget: 1000, bidMin: 50, bidMax: 200 });
  });

  it.each([
    ["maxDailyBudget", "Required", { maxDailyBudget: null }],
    ["maxDailyBudget", "Min value - $1", { maxDailyBudget: 0.99 }],
    ["maxDailyBudget", "Must be in steps of $0.01", { maxDailyBudget: 2.001 }],
    ["bidOptimization.bidMin", "Min value - $0.02", { bidOptimization: { bidMin: 0.01 } }],
    ["bidOptimization.bidMax", "Min value - $0.03", { bidOptimization: { bidMax: 0.02 } }],
    ["bidOptimization.bidMin", "Must be in steps of $0.01", { bidOptimization: { bidMin: 0.505 } }],
    ["bidOptimization.targetAcos", "Min value - 1%", { bidOptimization: { targetAcos: 0.9 } }],
    ["bidOptimization.targetAcos", "Max value - 100%", { bidOptimization: { targetAcos: 100.1 } }],
    ["bidOptimization.targetAcos", "Required", { bidOptimization: { targetAcos: "ten" } }],
    ["bidOptimization", "Send bidMin, bidMax or targetAcos", { bidOptimization: {} }],
    ["targetRoas.targetRoas", "Required", { targetRoas: {} }],
    ["targetRoas.targetRoas", "Min value - 0.1", { targetRoas: { targetRoas: 0.09 } }],
    // Both sent: the pair's own order.
    [
      "bidOptimization.bidMax",
      "The max bid can't be lower than the min bid",
      { bidOptimization: { bidMin: 1, bidMax: 0.9 } },
    ],
    // One sent: against the stored other one ($0.50 .. $2.00).
    [
      "bidOptimization.bidMin",
      "The min bid can't be higher than the max bid",
      { bidOptimization: { bidMin: 2.01 } },
    ],
    [
      "bidOptimization.bidMax",
      "The max bid can't be lower than the min bid",
      { bidOptimization: { bidMax: 0.49 } },
    ],
    ["json", "Send at least one setting", {}],
    ["isAdvertised", "Not a setting of an advertised SKU", { isAdvertised: true }],
  ])("refuses a bad %s with '%s', 400/1005, nothing changed", async (field, message, body) => {
    const before = await stored(skuId);
    const { status, json } = await put(skuId, body);
    expect(status).toBe(400);
    expect(json).toEqual({ status: "ERROR", data: { code: 1005, field, message: `${field}: ${message}` } });
    expect(await stored(skuId)).toEqual(before);
  });

  it("takes the minimums and a bid equal to the stored other one", async () => {
    expect((await put(skuId, { bidOptimization: { bidMin: 2 } })).status).toBe(200);
    expect((await put(skuId, { bidOptimization: { bidMax: 2 } })).status).toBe(200);
    const { status, json } = await put(skuId, {
      maxDailyBudget: 1,
      bidOptimization: { bidMin: 0.02, bidMax: 0.03, targetAcos: 1 },
      targetRoas: { targetRoas: 0.1 },
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      id: skuId,
      maxDailyBudget: 1,
      bidOptimization: { bidMin: 0.02, bidMax: 0.03, targetAcos: 1 },
      targetRoas: { targetRoas: 0.1 },
      isAdvertised: false,
    });
  });

  it("changes only what is sent and shows it back in the detail", async () => {
    await put(skuId, {
      maxDailyBudget: 12.5,
      bidOptimization: { bidMin: 0.4, bidMax: 1.6, targetAcos: 25.5 },
      targetRoas: { targetRoas: 3.2 },
    });
    const { status, json } = await put(skuId, { maxDailyBudget: 30 });
    expect(status).toBe(200);
    expect(json.data).toEqual({
      id: skuId,
      maxDailyBudget: 30,
      bidOptimization: { bidMin: 0.4, bidMax: 1.6, targetAcos: 25.5 },
      targetRoas: { targetRoas: 3.2 },
      isAdvertised: false,
      seasonality: null,
      negativeOptimization: null,
      searchTermExpansion: null,
      targetBidExpansion: null,
    });
    expect(await stored(skuId)).toMatchObject({
      max_daily_budget_cents: 3000,
      bid_min_cents: 40,
      bid_max_cents: 160,
    });
    const detail = await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie });
    expect(detail.status).toBe(200);
    expect(detail.json.data).toMatchObject({
      id: skuId,
      sku: "EDIT-ME",
      maxDailyBudget: 30,
      bidOptimization: { bidMin: 0.4, bidMax: 1.6, targetAcos: 25.5 },
      targetRoas: { targetRoas: 3.2 },
    });
  });

  it("refuses another seller's SKU with 1006 and leaves it as it was", async () => {
    const before = await stored(other.skuId);
    const { status, json } = await put(other.skuId, { maxDailyBudget: 99 });
    expect(status).toBe(404);
    expect(json.data.code).toBe(1006);
    expect(await stored(other.skuId)).toEqual(before);
  });

  it("refuses another seller's profile with 1003", async () => {
    const { status, json } = await put(other.skuId, { maxDailyBudget: 99 }, cookie, other.profileId);
    expect(status).toBe(404);
    expect(json.data.code).toBe(1003);
  });

  it("refuses every change with 1002 once the ad limit is reached, and changes nothing", async () => {
    const user = await signedInUser("limited");
    const profile = await seedProfile(user.id);
    const id = await seedSku(profile, { sku: "LIMITED" });
    await env.DB.prepare("update users set is_ad_limit_reached = 1 where id = ?").bind(user.id).run();
    const before = await stored(id);
    const update = await put(id, { maxDailyBudget: 50 }, user.cookie, profile);
    expect(update.status).toBe(403);
    expect(update.json.data.code).toBe(1002);
    const create = await call(`/api/advertised-sku/${profile}`, {
      method: "POST",
      body: [],
      cookie: user.cookie,
    });
    expect(create.json.data.code).toBe(1002);
    expect(await stored(id)).toEqual(before);
    // Reading stays allowed.
    expect((await call(`/api/advertised-sku/${profile}/${id}`, { cookie: user.cookie })).status).toBe(200);
  });
});

describe("GET /api/advertised-sku/{profileId}/page, /list, /{skuId}", () => {
  let listProfile = 0;
  let listCookie = "";
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const user = await signedInUser("lister");
    listCookie = user.cookie;
    listProfile = await seedProfile(user.id);
    for (let index = 1; index <= 12; index += 1) {
      const sku = `KIT-${String(index).padStart(2, "0")}`;
      ids[sku] = await seedSku(listProfile, { sku, isAdvertised: index % 3 === 0 });
    }
    ids["garden-hose"] = await seedSku(listProfile, { sku: "garden-hose", isAdvertised: true });
  });

  const page = async (query: string) => {
    const response = await call(`/api/advertised-sku/${listProfile}/page${query}`, { cookie: listCookie });
    return { status: response.status, json: response.json, page: response.json?.data as AdvertisedSkuPage };
  };

  it("pages 10 by default from page 1 with totals", async () => {
    const first = await page("");
    expect(first.status).toBe(200);
    expect(first.page.totalCount).toBe(13);
    expect(first.page.totalPages).toBe(2);
    expect(first.page.advertisedSKUs).toHaveLength(10);
    const second = await page("?page=2&limit=10");
    expect(second.page.advertisedSKUs).toHaveLength(3);
    const all = [...first.page.advertisedSKUs, ...second.page.advertisedSKUs].map((sku) => sku.id);
    expect(new Set(all)).toEqual(new Set(Object.values(ids)));
    expect((await page("?page=3")).page).toEqual({ advertisedSKUs: [], totalCount: 13, totalPages: 2 });
    expect((await page("?limit=20")).page.advertisedSKUs).toHaveLength(13);
  });

  it("filters by isAdvertised and by SKU text in any case", async () => {
    const advertised = await page("?isAdvertised=true&limit=50");
    expect(advertised.page.advertisedSKUs.map((sku) => sku.sku).sort()).toEqual([
      "KIT-03",
      "KIT-06",
      "KIT-09",
      "KIT-12",
      "garden-hose",
    ]);
    expect(advertised.page.advertisedSKUs.every((sku) => sku.isAdvertised)).toBe(true);
    expect((await page("?isAdvertised=false&limit=50")).page.totalCount).toBe(8);
    expect((await page("?q=kit-1")).page.advertisedSKUs.map((sku) => sku.sku).sort()).toEqual([
      "KIT-10",
      "KIT-11",
      "KIT-12",
    ]);
    expect((await page("?q=GARDEN")).page.advertisedSKUs.map((sku) => sku.sku)).toEqual(["garden-hose"]);
    expect((await page("?q=kit&isAdvertised=true")).page.totalCount).toBe(4);
    expect((await page("?q=nothing-like-this")).page).toEqual({
      advertisedSKUs: [],
      totalCount: 0,
      totalPages: 0,
    });
  });

  it.each([
    ["page", "Min value - 1", "?page=0"],
    ["page", "Must be a whole number", "?page=x"],
    ["limit", "Must be 10, 20, 50 or 100", "?limit=15"],
    ["isAdvertised", "Must be true or false", "?isAdvertised=yes"],
  ])("refuses a bad %s with '%s'", async (field, message, query) => {
    const { status, json } = await page(query);
    expect(status).toBe(400);
    expect(json.data).toEqual({ code: 1005, field, message: `${field}: ${message}` });
  });

  it("shows an SKU with every field of spec 001 §3, money in dollars", async () => {
    const { status, json } = await call(`/api/advertised-sku/${listProfile}/${ids["KIT-03"]}`, {
      cookie: listCookie,
    });
    expect(status).toBe(200);
    const sku = json.data as AdvertisedSku;
    expect(sku).toEqual({
      id: ids["KIT-03"],
      sku: "KIT-03",
      asin: "B0KIT03XXX",
      url: "https://www.amazon.com/dp/B0KIT03XXX",
      title: "Title of KIT-03",
      thumbnail: null,
      imageUrl: null,
      priceToPay: { amount: 19.99, currency: "USD" },
      category: null,
      maxDailyBudget: 10,
      isAdvertised: true,
      isBrandAdvertised: false,
      brand: null,
      bidOptimization: { bidMin: 0.2, bidMax: 3, targetAcos: null },
      targetRoas: { targetRoas: null },
      seasonality: null,
      negativeOptimization: null,
      searchTermExpansion: null,
      targetBidExpansion: null,
      timezone: "America/Los_Angeles",
      competitorsCount: 0,
      asinTargetsCount: 0,
      keywordTargetsCount: 0,
    });
  });

  it("counts the SKU's competitors, and the live ASIN targets and keywords of its campaigns", async () => {
    const skuId = ids["KIT-06"] ?? 0;
    const run = (query: string, ...values: unknown[]) =>
      env.DB.prepare(query)
        .bind(...values)
        .run();
    const now = Date.now();
    for (const name of ["Rival One", "Rival Two"]) {
      await run(
        "insert into competitors (advertised_sku_id, competitor_name, created_at) values (?, ?, ?)",
        skuId,
        name,
        now,
      );
    }
    for (const [campaignId, role] of [
      ["c-kw", "KEYWORD"],
      ["c-pt", "PRODUCT"],
    ]) {
      await run(
        "insert into sku_campaigns (profile_id, advertised_sku_id, role, campaign_id, created_at) values (?, ?, ?, ?, ?)",
        listProfile,
        skuId,
        role,
        campaignId,
        now,
      );
    }
    const target = (id: string, kind: string, state: string, type: string, campaignId = "c-pt") =>
      run(
        "insert into sp_targets (profile_id, target_id, kind, campaign_id, expression, state, synced_at) values (?, ?, ?, ?, ?, ?, ?)",
        listProfile,
        id,
        kind,
        campaignId,
        JSON.stringify([{ type, value: "B0RIVAL001" }]),
        state,
        now,
      );
    await target("t1", "TARGET", "ENABLED", "ASIN_SAME_AS");
    await target("t2", "TARGET", "PAUSED", "asinSameAs");
    await target("t3", "TARGET", "ARCHIVED", "ASIN_SAME_AS");
    await target("t4", "NEGATIVE", "ENABLED", "ASIN_SAME_AS");
    await target("t5", "TARGET", "ENABLED", "ASIN_CATEGORY_SAME_AS");
    await target("t6", "TARGET", "ENABLED", "ASIN_SAME_AS", "someone-elses-campaign");
    const keyword = (id: string, kind: string, state: string, campaignId = "c-kw") =>
      run(
        "insert into sp_keywords (profile_id, keyword_id, kind, campaign_id, keyword_text, match_type, state, synced_at) values (?, ?, ?, ?, 'mixing bowls', 'EXACT', ?, ?)",
        listProfile,
        id,
        kind,
        campaignId,
        state,
        now,
      );
    await keyword("k1", "KEYWORD", "ENABLED");
    await keyword("k2", "KEYWORD", "PAUSED");
    await keyword("k3", "KEYWORD", "ARCHIVED");
    await keyword("k4", "NEGATIVE", "ENABLED");
    await keyword("k5", "KEYWORD", "ENABLED", "someone-elses-campaign");

    const counts = { competitorsCount: 2, asinTargetsCount: 2, keywordTargetsCount: 2 };
    const detail = await call(`/api/advertised-sku/${listProfile}/${skuId}`, { cookie: listCookie });
    expect(detail.json.data).toMatchObject(counts);
    const listed = (await page("?q=KIT-06")).page.advertisedSKUs;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject(counts);
    expect((await page("?q=KIT-05")).page.advertisedSKUs[0]).toMatchObject({
      competitorsCount: 0,
      asinTargetsCount: 0,
      keywordTargetsCount: 0,
    });
  });

  it("lists every SKU of the profile and only those", async () => {
    const { status, json } = await call(`/api/advertised-sku/${listProfile}/list`, { cookie: listCookie });
    expect(status).toBe(200);
    expect(new Set(json.data.advertisedSKUs.map((sku: AdvertisedSku) => sku.id))).toEqual(
      new Set(Object.values(ids)),
    );
  });

  it("never shows another seller's SKU or profile (1006, 1003)", async () => {
    const detail = await call(`/api/advertised-sku/${listProfile}/${other.skuId}`, { cookie: listCookie });
    expect(detail.status).toBe(404);
    expect(detail.json.data.code).toBe(1006);
    expect(JSON.stringify(detail.json)).not.toContain("THEIR-SKU");
    for (const path of ["page", "list", String(other.skuId)]) {
      const response = await call(`/api/advertised-sku/${other.profileId}/${path}`, { cookie: listCookie });
      expect(response.status).toBe(404);
      expect(response.json.data.code).toBe(1003);
    }
  });

  it("asks for a signed-in user", async () => {
    expect((await call(`/api/advertised-sku/${listProfile}/list`)).status).toBe(401);
  });
});
