import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdvertisedSku } from "../../../worker/contracts/advertised-skus/advertised-sku";
import { seedSku, sellerWithProfile, skuPage } from "../support/advertised-skus";
import { call } from "../support/http";

describe("GET /api/advertised-sku/{profileId}/{skuId}: one SKU and its counts", () => {
  let listProfile = 0;
  let listCookie = "";
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ cookie: listCookie, profileId: listProfile } = await sellerWithProfile("lister"));
    for (const [sku, isAdvertised] of [
      ["KIT-03", true],
      ["KIT-05", false],
      ["KIT-06", true],
    ] as const) {
      ids[sku] = await seedSku(listProfile, { sku, isAdvertised });
    }
  });

  const page = (query: string) => skuPage(listProfile, listCookie, query);

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
      advertisingStatus: "ADVERTISED",
      migratedCampaigns: [],
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
});
