import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  KeywordTargetPage,
  RecommendedKeyword,
} from "../../../worker/contracts/sku-targets/sku-targets";
import { call } from "../support/http";
import { seedKeyword } from "../support/seed-ads";
import { amazonEntity, createOnAmazon, skuCampaign } from "../support/sku-panels";
import {
  advertise,
  type DemoSeller,
  demoSellerWithSku,
  type Stranger,
  settleSellerSyncs,
  withAdLimitReached,
} from "../support/sku-structure";

let seller: DemoSeller;
let stranger: Stranger;
let skuId = 0;
let keywordCampaign: { campaign_id: string; ad_group_id: string };
const CUSTOM = "skupilot custom phrase";

beforeAll(async () => {
  ({ seller, stranger, skuId } = await demoSellerWithSku(1));
}, 90_000);

afterAll(() => settleSellerSyncs(seller), 60_000);

const cookie = () => seller.user.cookie;
const heldUntil = async (entityId: string) =>
  (
    await env.DB.prepare("select until from automation_holds where profile_id = ? and entity_id = ?")
      .bind(seller.profileId, entityId)
      .first<{ until: number }>()
  )?.until ?? null;
const base = () => `/api/keywords/${seller.profileId}/${skuId}`;
const add = (keywordText: unknown) =>
  call(base(), { method: "POST", cookie: cookie(), body: { keywordText } });
const put = (keywordId: string, body: unknown) =>
  call(`/api/keywords/${seller.profileId}/keyword/${keywordId}`, { method: "PUT", cookie: cookie(), body });
const putNegative = (id: string, state: unknown) =>
  call(`/api/keywords/${seller.profileId}/negative-keyword/${id}`, {
    method: "PUT",
    cookie: cookie(),
    body: { state },
  });
const amazonKeyword = (keywordId: string) => amazonEntity(seller, "keywords", "keywordIdFilter", keywordId);
const listed = async (q: string) =>
  ((await call(`${base()}?q=${encodeURIComponent(q)}`, { cookie: cookie() })).json.data as KeywordTargetPage)
    .keywords;

describe("Keywords of an advertised SKU on the sandbox demo seller (spec 001 §4, §5, §7)", () => {
  it("refuses a keyword before the SKU is advertised, then Advertise builds its keyword campaign", async () => {
    const early = await add(CUSTOM);
    expect(early.status).toBe(400);
    expect(early.json.data).toMatchObject({ code: 1005, message: "Start advertising this SKU first" });
    expect((await advertise(cookie(), seller.profileId, skuId)).status).toBe(200);
    keywordCampaign = await skuCampaign(skuId, "KEYWORD");
  }, 90_000);

  it.each([
    [undefined, "Required"],
    ["   ", "Required"],
    ["ab", "Min length - 3 characters"],
    ["x".repeat(101), "Max length - 100 characters"],
  ])("custom keyword and keyword search %j answer 400/1005 '%s'", async (text, message) => {
    const custom = await add(text);
    expect(custom.status).toBe(400);
    expect(custom.json.data).toMatchObject({ code: 1005, message: `keywordText: ${message}` });
    const search = await call(`${base()}/recommended`, {
      method: "POST",
      cookie: cookie(),
      body: { key: text },
    });
    expect(search.status).toBe(400);
    expect(search.json.data).toMatchObject({ code: 1005, message: `key: ${message}` });
  });

  it("recommends keywords for the SKU's ASIN with volume, scores and isAdvertised; the key filters them", async () => {
    const all = (await call(`${base()}/recommended`, { cookie: cookie() })).json.data as RecommendedKeyword[];
    expect(all.length).toBeGreaterThan(3);
    expect(all[0]?.relativeScore).toBe(100);
    for (const entry of all) {
      expect(entry.keyword.length).toBeGreaterThan(0);
      expect(typeof entry.searchVolume).toBe("number");
      expect(entry.relativeScore).toBeGreaterThanOrEqual(1);
      expect(typeof entry.isAdvertised).toBe("boolean");
    }
    const key = (all[0]?.keyword.split(" ")[0] ?? "").toUpperCase();
    const filtered = (
      await call(`${base()}/recommended`, { method: "POST", cookie: cookie(), body: { key } })
    ).json.data as RecommendedKeyword[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((entry) => entry.keyword.toLowerCase().includes(key.toLowerCase()))).toBe(true);
  });

  it("adds a custom and a recommended keyword as EXACT in the keyword campaign on Amazon; a duplicate is refused", async () => {
    const created = await add(CUSTOM);
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({ keywordText: CUSTOM, matchType: "EXACT" });
    expect(await amazonKeyword(created.json.data.id)).toMatchObject({
      campaignId: keywordCampaign.campaign_id,
      adGroupId: keywordCampaign.ad_group_id,
      keywordText: CUSTOM,
      matchType: "EXACT",
      state: "ENABLED",
    });
    const duplicate = await add(CUSTOM.toUpperCase());
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.data.message).toBe("keywordText: This keyword is already added for this SKU");

    const recommended = (await call(`${base()}/recommended`, { cookie: cookie() })).json
      .data as RecommendedKeyword[];
    const fresh = recommended.find((entry) => !entry.isAdvertised);
    if (!fresh) throw new Error("every recommended keyword is advertised already");
    expect((await add(fresh.keyword)).status).toBe(200);
    const after = (await call(`${base()}/recommended`, { cookie: cookie() })).json
      .data as RecommendedKeyword[];
    expect(after.find((entry) => entry.keyword === fresh.keyword)?.isAdvertised).toBe(true);

    expect((await listed(CUSTOM.slice(9))).map((k) => k.keywordText)).toEqual([CUSTOM]);
    const page1 = (await call(`${base()}?limit=1`, { cookie: cookie() })).json.data as KeywordTargetPage;
    expect(page1.keywords).toHaveLength(1);
    expect(page1.next).toBe("1");
    const page2 = (await call(`${base()}?limit=1&cursor=1`, { cookie: cookie() })).json
      .data as KeywordTargetPage;
    expect(page2.keywords[0]?.id).not.toBe(page1.keywords[0]?.id);
  }, 60_000);

  it("PUT changes bid and state on Amazon and stores organic optimisation; only an ENABLED keyword is edited", async () => {
    const [keyword] = await listed(CUSTOM);
    if (!keyword) throw new Error("the custom keyword is missing");
    for (const [body, message] of [
      [{ bid: 0.01 }, "bid: Min value - $0.02"],
      [{ bid: 1.234 }, "bid: Must be in steps of $0.01"],
      [{ state: "ARCHIVED" }, "state: Must be ENABLED or PAUSED"],
      [{ organicSearchOptimization: "yes" }, "organicSearchOptimization: Must be true or false"],
    ] as const) {
      const refused = await put(keyword.id, body);
      expect(refused.status).toBe(400);
      expect(refused.json.data).toMatchObject({ code: 1005, message });
    }
    expect((await put(keyword.id, { bid: 0.83 })).json.data).toEqual({ bid: 0.83 });
    expect((await amazonKeyword(keyword.id))?.bid).toBe(0.83);
    // The account's change log holds the seller's own edit, by the seller, undoable (issue 33).
    const log = await call(`/api/automation/${seller.profileId}/changes?who=SELLER&skuId=${skuId}`, {
      cookie: cookie(),
    });
    expect(log.json.data.changes).toEqual([
      expect.objectContaining({
        entityId: keyword.id,
        field: "bid",
        from: expect.any(Number),
        to: 0.83,
        rule: null,
        who: "SELLER",
        reason: "Your edit in Skupilot.",
        status: "APPLIED",
        undoable: true,
      }),
    ]);
    // The seller's own bid stands: the automation leaves this keyword alone for 72 hours.
    // 72 hours of the marketplace's time (the sandbox's clock), which the job compares holds with.
    const clock = await (await fetch(`${env.SANDBOX_URL}/_sandbox/clock`)).json<{ now: string }>();
    expect(await heldUntil(keyword.id)).toBe(Date.parse(clock.now) + 72 * 3_600_000);
    expect((await put(keyword.id, { organicSearchOptimization: true })).status).toBe(200);
    expect((await put(keyword.id, { state: "PAUSED" })).json.data).toEqual({ state: "PAUSED" });
    expect((await amazonKeyword(keyword.id))?.state).toBe("PAUSED");
    const locked = await put(keyword.id, { organicSearchOptimization: false });
    expect(locked.status).toBe(400);
    expect(locked.json.data.message).toBe("organicSearchOptimization: Only an enabled item can be changed");
    expect((await listed(CUSTOM))[0]).toMatchObject({
      state: "PAUSED",
      bid: 0.83,
      organicSearchOptimization: true,
      isBoosted: false,
    });
  }, 60_000);

  it("a negative keyword of the SKU's campaign toggles on Amazon", async () => {
    const id = await createOnAmazon(seller, "negativeKeywords", {
      campaignId: keywordCampaign.campaign_id,
      adGroupId: keywordCampaign.ad_group_id,
      keywordText: "free sample",
      matchType: "NEGATIVE_EXACT",
      state: "ENABLED",
    });
    await seedKeyword(seller.profileId, keywordCampaign.campaign_id, {
      keywordId: id,
      kind: "NEGATIVE",
      keywordText: "free sample",
      matchType: "NEGATIVE_EXACT",
    });
    const paused = await putNegative(id, "PAUSED");
    expect(paused.status).toBe(200);
    expect(paused.json.data).toEqual({ id, state: "PAUSED" });
    const negative = await amazonEntity(seller, "negativeKeywords", "negativeKeywordIdFilter", id);
    expect(negative?.state).toBe("PAUSED");
  }, 60_000);

  it("another seller's profile is 1003, their SKU and keyword ids 1006; the ad limit is 1002", async () => {
    expect(
      (await call(`/api/keywords/${stranger.profileId}/${stranger.skuId}`, { cookie: cookie() })).json.data
        .code,
    ).toBe(1003);
    expect(
      (await call(`/api/keywords/${seller.profileId}/${stranger.skuId}`, { cookie: cookie() })).json.data
        .code,
    ).toBe(1006);
    const theirAdd = await call(`/api/keywords/${seller.profileId}/${stranger.skuId}`, {
      method: "POST",
      cookie: cookie(),
      body: { keywordText: "their keyword" },
    });
    expect(theirAdd.json.data.code).toBe(1006);
    await seedKeyword(stranger.profileId, "their-campaign", {
      keywordId: "their-keyword",
      keywordText: "theirs",
      matchType: "EXACT",
    });
    expect((await put("their-keyword", { state: "PAUSED" })).json.data.code).toBe(1006);
    const theirNegative = await putNegative("their-keyword", "PAUSED");
    expect(theirNegative.json.data.code).toBe(1006);

    await withAdLimitReached(seller.user.id, async () => {
      const limited = await add("limited keyword");
      expect(limited.status).toBe(403);
      expect(limited.json.data.code).toBe(1002);
      const [keyword] = await listed(CUSTOM);
      expect((await put(keyword?.id ?? "x", { state: "ENABLED" })).json.data.code).toBe(1002);
      expect((await amazonKeyword(keyword?.id ?? "x"))?.state).toBe("PAUSED");
    });
  }, 60_000);
});
