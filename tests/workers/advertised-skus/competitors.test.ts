import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceProduct } from "../../../worker/contracts/advertised-skus/advertised-sku";
import type { Competitor } from "../../../worker/contracts/advertised-skus/sku-structure";
import {
  COMPETITOR_LIMIT_REACHED,
  MAX_COMPETITORS_PER_SKU,
} from "../../../worker/services/sku-structure/competitors";
import { call } from "../support/http";
import {
  advertise,
  clearFaults,
  type DemoSeller,
  demoSellerWithSku,
  type Stranger,
  setFaults,
  settleSellerSyncs,
  structureOnAmazon,
  withAdLimitReached,
} from "../support/sku-structure";

let seller: DemoSeller;
let stranger: Stranger;
let strangerCompetitorId = 0;
let product: MarketplaceProduct;
let skuId = 0;

beforeAll(async () => {
  ({ seller, stranger, product, skuId } = await demoSellerWithSku(1));
  const theirs = await call(`/api/competitors/${stranger.profileId}/${stranger.skuId}`, {
    method: "POST",
    cookie: stranger.cookie,
    body: { competitorName: "Their rival" },
  });
  strangerCompetitorId = theirs.json.data.id;
}, 60_000);

afterAll(() => settleSellerSyncs(seller), 60_000);

const base = (profile = seller.profileId, sku = skuId) => `/api/competitors/${profile}/${sku}`;
const list = async (as = seller.user.cookie) =>
  (await call(base(), { cookie: as })).json.data.competitors as Competitor[];
const add = (competitorName: unknown, as = seller.user.cookie, profile = seller.profileId, sku = skuId) =>
  call(base(profile, sku), { method: "POST", cookie: as, body: { competitorName } });
const rename = (id: number, competitorName: unknown, as = seller.user.cookie) =>
  call(`${base()}/${id}`, { method: "PUT", cookie: as, body: { competitorName } });
const remove = (id: number, as = seller.user.cookie) =>
  call(`${base()}/${id}`, { method: "DELETE", cookie: as });
const launch = (id: number, as = seller.user.cookie) =>
  call(`${base()}/${id}/launch`, { method: "POST", cookie: as });
const competitorCampaigns = async () =>
  (await structureOnAmazon(seller.tokenId, seller.amazonProfileId, product.sku)).filter(({ campaign }) =>
    String(campaign.name).includes(" · Competitor "),
  );

describe("Competitors: /api/competitors/{profileId}/{skuId} (spec 001 §3, §4, §5, §7)", () => {
  let globex = 0;
  let initech = 0;

  it("a new SKU has none", async () => {
    expect(await list()).toEqual([]);
  });

  it.each([
    ["", "Required"],
    ["ab", "Min length - 3 characters"],
    ["C".repeat(26), "Max length - 25 characters"],
    [null, "Required"],
  ])("refuses to add %j with '%s', storing nothing", async (name, message) => {
    const { status, json } = await add(name);
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, message: `competitorName: ${message}` });
    expect(await list()).toEqual([]);
  });

  it("adds competitors and lists them with id, name and whether they are advertised", async () => {
    const first = await add(" Globex ");
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ competitorName: "Globex", isAdvertised: false });
    globex = first.json.data.id;
    initech = (await add("Initech")).json.data.id;
    expect(await list()).toEqual([
      { id: globex, competitorName: "Globex", isAdvertised: false },
      { id: initech, competitorName: "Initech", isAdvertised: false },
    ]);
  });

  it("refuses a name the SKU already has, in any case", async () => {
    const { json } = await add("GLOBEX");
    expect(json.data).toMatchObject({
      code: 1005,
      message: "competitorName: This competitor has already been added",
    });
    expect((await rename(initech, "globex")).json.data.code).toBe(1005);
    expect(await list()).toHaveLength(2);
  });

  it("renames a competitor not launched yet, with the name rules", async () => {
    expect((await rename(initech, "ab")).json.data).toMatchObject({
      code: 1005,
      message: "competitorName: Min length - 3 characters",
    });
    const { status, json } = await rename(initech, "Initech Corp");
    expect(status).toBe(200);
    expect(json.data).toEqual({ id: initech, competitorName: "Initech Corp", isAdvertised: false });
    expect((await list()).map((competitor) => competitor.competitorName)).toEqual(["Globex", "Initech Corp"]);
  });

  it("deletes a competitor not launched yet", async () => {
    const temporary = (await add("Umbrella")).json.data.id;
    const { status } = await remove(temporary);
    expect(status).toBe(200);
    expect((await list()).map((competitor) => competitor.id)).toEqual([globex, initech]);
    expect((await remove(temporary)).json.data.code).toBe(1006);
  });

  it("launch is refused while the SKU is not advertised, creating nothing", async () => {
    const { status, json } = await launch(globex);
    expect(status).toBe(400);
    expect(json.data).toMatchObject({
      code: 1005,
      message: "Start advertising the SKU before launching a competitor",
    });
    expect(await structureOnAmazon(seller.tokenId, seller.amazonProfileId, product.sku)).toHaveLength(0);
  });

  it("launch on an advertised SKU builds one campaign on the competitor's name", async () => {
    expect((await advertise(seller.user.cookie, seller.profileId, skuId)).status).toBe(200);
    const { status, json } = await launch(globex);
    expect(status).toBe(200);
    expect(json.data).toEqual({ isAdvertised: true });
    const built = await competitorCampaigns();
    expect(built).toHaveLength(1);
    expect(built[0]?.campaign).toMatchObject({
      name: `${product.sku} · Competitor Globex`,
      state: "ENABLED",
    });
    expect(built[0]?.productAds.map((ad) => ad.sku)).toEqual([product.sku]);
    expect(built[0]?.keywords.map(({ keywordText, matchType }) => ({ keywordText, matchType }))).toEqual([
      { keywordText: "Globex", matchType: "PHRASE" },
      { keywordText: "Globex", matchType: "BROAD" },
    ]);
    expect(await list()).toEqual([
      { id: globex, competitorName: "Globex", isAdvertised: true },
      { id: initech, competitorName: "Initech Corp", isAdvertised: false },
    ]);
  });

  it("a launched competitor can't be launched again, renamed or deleted", async () => {
    expect((await launch(globex)).json.data).toMatchObject({
      code: 1005,
      message: "This competitor has already been launched",
    });
    expect((await rename(globex, "Globex Two")).json.data).toMatchObject({
      code: 1005,
      message: "competitorName: A launched competitor can't be renamed",
    });
    expect((await remove(globex)).json.data).toMatchObject({
      code: 1005,
      message: "A launched competitor can't be deleted",
    });
    expect(await competitorCampaigns()).toHaveLength(1);
    expect((await list())[0]).toEqual({ id: globex, competitorName: "Globex", isAdvertised: true });
  });

  it("a launch Amazon only partly accepted locks the competitor, and launching again finishes it once", async () => {
    // With this seed Amazon accepts the four other campaigns' lowered budgets (the new one joins the
    // split), the campaign, its ad group, product ad and one of the two keywords.
    await setFaults({ throttledItemRate: 0.5, seed: "competitor-launch-59" });
    try {
      const first = await launch(initech);
      expect(first.status).toBe(502);
      expect(first.json.data.code).toBe(1008);
    } finally {
      await clearFaults();
    }
    expect((await rename(initech, "Initech Two")).json.data.message).toBe(
      "competitorName: A launched competitor can't be renamed",
    );
    expect((await remove(initech)).json.data.message).toBe("A launched competitor can't be deleted");
    expect((await list())[1]).toEqual({ id: initech, competitorName: "Initech Corp", isAdvertised: false });

    expect((await launch(initech)).json.data).toEqual({ isAdvertised: true });
    const built = (await competitorCampaigns()).filter(({ campaign }) =>
      String(campaign.name).endsWith("Initech Corp"),
    );
    expect(built).toHaveLength(1);
    expect(built[0]?.adGroups).toHaveLength(1);
    expect(built[0]?.productAds).toHaveLength(1);
    expect(built[0]?.keywords.map(({ matchType }) => matchType).sort()).toEqual(["BROAD", "PHRASE"]);
  });

  it("another seller's competitor, SKU or profile is 1006/1003 and nothing changes", async () => {
    expect((await rename(strangerCompetitorId, "Stolen")).json.data.code).toBe(1006);
    expect((await remove(strangerCompetitorId)).json.data.code).toBe(1006);
    expect((await launch(strangerCompetitorId)).json.data.code).toBe(1006);
    expect(
      (await call(base(seller.profileId, stranger.skuId), { cookie: seller.user.cookie })).json.data.code,
    ).toBe(1006);
    expect((await add("Sneaky", seller.user.cookie, seller.profileId, stranger.skuId)).json.data.code).toBe(
      1006,
    );
    expect(
      (await call(base(stranger.profileId, stranger.skuId), { cookie: seller.user.cookie })).json.data.code,
    ).toBe(1003);
    expect((await list(stranger.cookie)) ?? null).toBeNull();
    const theirList = await call(base(stranger.profileId, stranger.skuId), { cookie: stranger.cookie });
    expect(theirList.json.data.competitors).toEqual([
      { id: strangerCompetitorId, competitorName: "Their rival", isAdvertised: false },
    ]);
    const theirs = await env.DB.prepare("select competitor_name as name from competitors where id = ?")
      .bind(strangerCompetitorId)
      .first<{ name: string }>();
    expect(theirs?.name).toBe("Their rival");
  });

  it("changes are refused with 1002 at the ad limit; the list still reads", async () => {
    await withAdLimitReached(seller.user.id, async () => {
      expect((await add("Hooli")).json.data.code).toBe(1002);
      expect((await rename(initech, "Hooli")).json.data.code).toBe(1002);
      expect((await remove(initech)).json.data.code).toBe(1002);
      expect((await launch(initech)).json.data.code).toBe(1002);
      expect(await list()).toHaveLength(2);
    });
  });

  it("a bad competitor id is 400/1005 naming the field", async () => {
    const { status, json } = await rename("x1" as unknown as number, "Valid name");
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, message: "competitorId: Must be a whole number" });
  });
});

describe(`at most ${MAX_COMPETITORS_PER_SKU} competitors a SKU`, () => {
  it("refuses one more with 400/1005 naming competitorName, also when several are added at once", async () => {
    const addTheirs = (name: string) => add(name, stranger.cookie, stranger.profileId, stranger.skuId);
    const theirs = async () =>
      (await call(base(stranger.profileId, stranger.skuId), { cookie: stranger.cookie })).json.data
        .competitors as Competitor[];
    const already = (await theirs()).length;
    for (let index = already; index < MAX_COMPETITORS_PER_SKU - 5; index++) {
      expect((await addTheirs(`Rival ${index}`)).status).toBe(200);
    }
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, index) => addTheirs(`Late rival ${index}`)),
    );
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(5);
    for (const refused of burst.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.json.data).toMatchObject({
        code: 1005,
        field: "competitorName",
        message: `competitorName: ${COMPETITOR_LIMIT_REACHED}`,
      });
    }
    expect(await theirs()).toHaveLength(MAX_COMPETITORS_PER_SKU);
  });
});
