import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { KeywordTargetPage } from "../../../worker/contracts/sku-targets/sku-targets";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { seedAdvertisedSku, seedCampaign, seedKeyword, seedProfile } from "../support/seed-ads";
import { strangerWithSku, withAdLimitReached } from "../support/sku-structure";

const VERBATIM = "The max bit can't be less or equal than to the current bit";
let user: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof strangerWithSku>>;
let profileId = 0;
let skuId = 0;

beforeAll(async () => {
  user = await signedInUser();
  stranger = await strangerWithSku();
  profileId = await seedProfile(user.id);
  await seedCampaign(profileId, {
    campaignId: "boost-kw",
    name: "BOOST · Keywords",
    targetingType: "MANUAL",
  });
  skuId = await seedAdvertisedSku(profileId, "boost-kw", "BOOST-SKU", "B0BOOST001");
  await seedKeyword(profileId, "boost-kw", {
    keywordId: "kw-live",
    keywordText: "steel water bottle",
    matchType: "EXACT",
    bidCents: 75,
  });
  await seedKeyword(profileId, "boost-kw", {
    keywordId: "kw-paused",
    keywordText: "water flask",
    matchType: "EXACT",
    state: "PAUSED",
    bidCents: 40,
  });
  await seedKeyword(stranger.profileId, "their-kw", {
    keywordId: "kw-theirs",
    keywordText: "their keyword",
    matchType: "EXACT",
    bidCents: 50,
  });
});

const boostPath = (keywordId: string, sku = skuId, profile = profileId) =>
  `/api/keywords/${profile}/${sku}/${keywordId}/boost`;
const boost = (keywordId: string, body: unknown, sku = skuId, profile = profileId) =>
  call(boostPath(keywordId, sku, profile), { method: "POST", cookie: user.cookie, body });
const boostRows = () =>
  env.DB.prepare("select * from keyword_boosts where profile_id = ? order by id").bind(profileId).all();
const keywordsOf = async () =>
  (await call(`/api/keywords/${profileId}/${skuId}`, { cookie: user.cookie })).json.data as KeywordTargetPage;

describe("Keyword boost: POST/DELETE /api/keywords/{profileId}/{skuId}/{keywordId}/boost (spec 001 §4, §5)", () => {
  it.each([
    [{}, "boostMaxBid: Required"],
    [{ boostMaxBid: "abc" }, "boostMaxBid: Required"],
    [{ boostMaxBid: 0.02 }, "boostMaxBid: Min value - $0.03"],
    [{ boostMaxBid: 0.75 }, `boostMaxBid: ${VERBATIM}`],
    [{ boostMaxBid: 0.5 }, `boostMaxBid: ${VERBATIM}`],
  ])("refuses %j with 400/1005 '%s' and records nothing", async (body, message) => {
    const answer = await boost("kw-live", body);
    expect(answer.status).toBe(400);
    expect(answer.json.data).toMatchObject({ code: 1005, message, field: "boostMaxBid" });
    expect((await boostRows()).results).toEqual([]);
  });

  it("refuses a keyword that is not ENABLED", async () => {
    const answer = await boost("kw-paused", { boostMaxBid: 2 });
    expect(answer.status).toBe(400);
    expect(answer.json.data.message).toBe("state: Only an enabled keyword can be boosted");
  });

  it("starts a boost above the current bid, shows it in the list and locks the keyword; DELETE stops it", async () => {
    const started = await boost("kw-live", { boostMaxBid: 1.5 });
    expect(started.status).toBe(200);
    expect(started.json.data).toEqual({ keywordId: "kw-live", isBoosted: true, boostMaxBid: 1.5 });
    const [row] = (await boostRows()).results;
    expect(row).toMatchObject({
      keyword_id: "kw-live",
      boost_max_bid_cents: 150,
      base_bid_cents: 75,
      stopped_at: null,
    });
    expect((await keywordsOf()).keywords.find((k) => k.id === "kw-live")).toMatchObject({
      isBoosted: true,
      boostMaxBid: 1.5,
      bid: 0.75,
    });

    for (const change of [{ bid: 0.9 }, { state: "PAUSED" }, { organicSearchOptimization: true }]) {
      const locked = await call(`/api/keywords/${profileId}/keyword/kw-live`, {
        method: "PUT",
        cookie: user.cookie,
        body: change,
      });
      expect(locked.status).toBe(400);
      expect(locked.json.data.message).toBe(`${Object.keys(change)[0]}: A boosted keyword can't be changed`);
    }
    const again = await boost("kw-live", { boostMaxBid: 2 });
    expect(again.json.data.message).toBe("keywordId: This keyword is already boosted");

    const stopped = await call(boostPath("kw-live"), { method: "DELETE", cookie: user.cookie });
    expect(stopped.status).toBe(200);
    expect(stopped.json.data).toEqual({ keywordId: "kw-live", isBoosted: false, boostMaxBid: null });
    expect((await boostRows()).results[0]?.stopped_at).not.toBeNull();
    expect((await keywordsOf()).keywords.find((k) => k.id === "kw-live")).toMatchObject({
      isBoosted: false,
      boostMaxBid: null,
    });
    const twice = await call(boostPath("kw-live"), { method: "DELETE", cookie: user.cookie });
    expect(twice.status).toBe(404);
    expect(twice.json.data.code).toBe(1006);
  });

  it("another seller's profile answers 1003, their SKU or keyword 1006, and nothing is recorded", async () => {
    const before = (await boostRows()).results.length;
    const theirProfile = await boost("kw-live", { boostMaxBid: 3 }, skuId, stranger.profileId);
    expect(theirProfile.status).toBe(404);
    expect(theirProfile.json.data.code).toBe(1003);
    const theirSku = await boost("kw-live", { boostMaxBid: 3 }, stranger.skuId);
    expect(theirSku.json.data.code).toBe(1006);
    const theirKeyword = await boost("kw-theirs", { boostMaxBid: 3 });
    expect(theirKeyword.json.data.code).toBe(1006);
    expect((await boostRows()).results.length).toBe(before);
    const stopTheirs = await call(boostPath("kw-theirs"), { method: "DELETE", cookie: user.cookie });
    expect(stopTheirs.json.data.code).toBe(1006);
  });

  it("refuses with 1002 once the ad limit is reached", async () => {
    await withAdLimitReached(user.id, async () => {
      const answer = await boost("kw-live", { boostMaxBid: 3 });
      expect(answer.status).toBe(403);
      expect(answer.json.data.code).toBe(1002);
      const stop = await call(boostPath("kw-live"), { method: "DELETE", cookie: user.cookie });
      expect(stop.json.data.code).toBe(1002);
    });
  });
});
