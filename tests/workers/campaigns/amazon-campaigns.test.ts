import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eligibilityBySku } from "../../../worker/amazon/eligibility";
import { listAll } from "../../../worker/amazon/sp-entities";
import type {
  MarketplaceCampaign,
  MarketplaceCampaignPage,
} from "../../../worker/contracts/campaigns/marketplace-campaigns";
import { signedInUser } from "../support/accounts";
import { connectSeller } from "../support/amazon";
import { call } from "../support/http";
import { adsClientOf, profilesOf, settledSyncs } from "../support/sync";

type AmazonCampaign = { campaignId: string; name: string; state: string };
type AmazonProductAd = { adId: string; campaignId: string; sku: string; asin: string };

let cookie = "";
let profileId = 0;
let tokenId = 0;
let amazonProfileId = "";
let onAmazon: { campaigns: AmazonCampaign[]; productAds: AmazonProductAd[] };

/** The demo seller's US profile, and what Amazon itself holds for it. */
beforeAll(async () => {
  const user = await signedInUser();
  cookie = user.cookie;
  tokenId = await connectSeller(cookie);
  const us = (await profilesOf(tokenId)).find((profile) => profile.countryCode === "US");
  if (!us) throw new Error("the demo seller has no US profile");
  profileId = us.id;
  amazonProfileId = us.amazonProfileId;
  const client = await adsClientOf(tokenId);
  onAmazon = {
    campaigns: await listAll<AmazonCampaign>(client, us.amazonProfileId, "campaigns"),
    productAds: await listAll<AmazonProductAd>(client, us.amazonProfileId, "productAds"),
  };
}, 60_000);

// Connecting queued a background import; let it finish before the pool shuts down.
afterAll(async () => {
  await settledSyncs((await profilesOf(tokenId)).map((profile) => profile.id));
}, 60_000);

async function search(query = "", as = cookie) {
  const response = await call(`/api/amazon/campaigns/${profileId}${query}`, { cookie: as });
  return { ...response, page: response.json?.data as MarketplaceCampaignPage };
}

/** Every page of a search, following `next`. */
async function allPages(query: string) {
  const campaigns: MarketplaceCampaign[] = [];
  const totals: number[] = [];
  let next: string | null = null;
  do {
    const cursor: string = next ? `&cursor=${encodeURIComponent(next)}` : "";
    const { status, page } = await search(`?${query}${cursor}`);
    expect(status).toBe(200);
    campaigns.push(...page.campaigns);
    totals.push(page.totalResults);
    next = page.next;
  } while (next);
  return { campaigns, totals };
}

describe("GET /api/amazon/campaigns/{profileId}", () => {
  it("answers the seller's campaigns as Amazon has them, each product ad described by the catalog", async () => {
    const { status, page } = await search();
    expect(status).toBe(200);
    expect(page.totalResults).toBe(onAmazon.campaigns.length);
    expect(page.campaigns.length).toBe(Math.min(10, onAmazon.campaigns.length));
    // Other files advertise SKUs on the same sandbox seller, so there may be a second page.
    expect(page.next).toEqual(onAmazon.campaigns.length > 10 ? expect.any(String) : null);

    const [first] = page.campaigns;
    expect(first).toMatchObject({
      campaignId: onAmazon.campaigns[0]?.campaignId,
      name: onAmazon.campaigns[0]?.name,
      state: onAmazon.campaigns[0]?.state,
      targetingType: expect.stringMatching(/^(AUTO|MANUAL)$/),
      budget: { budget: expect.any(Number) },
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      isAdded: false,
    });
    for (const campaign of page.campaigns) {
      const ads = onAmazon.productAds.filter((ad) => ad.campaignId === campaign.campaignId);
      expect(campaign.productAds.map((ad) => ad.adId)).toEqual(ads.map((ad) => ad.adId));
    }
    const bowls = first?.productAds.find((ad) => ad.metadata.sku === "NOR-0001-MR");
    expect(bowls?.metadata).toMatchObject({
      asin: "B0BWJBZ7VS",
      brand: "Northwind Home",
      title: "Northwind Home Compact Non Slip Mixing Bowls for Small Kitchens",
      priceToPay: { amount: expect.any(Number), currency: "USD" },
      imageUrl: expect.stringMatching(/\/images\/B0BWJBZ7VS\.svg$/),
      thumbnail: expect.stringMatching(/\/images\/B0BWJBZ7VS\.svg$/),
      url: "https://www.amazon.com/dp/B0BWJBZ7VS",
      category: "Kitchen & Dining",
      availability: "IN_STOCK",
      eligibilityStatus: "ELIGIBLE",
      isAdded: false,
    });
  });

  it("tells each product ad's eligibility as Amazon's check does, an out-of-stock one INELIGIBLE", async () => {
    const { page } = await search();
    const ads = page.campaigns.flatMap((campaign) => campaign.productAds.map((ad) => ad.metadata));
    const checked = await eligibilityBySku(await adsClientOf(tokenId), amazonProfileId, ads);
    for (const ad of ads) expect(ad.eligibilityStatus).toBe(checked.get(ad.sku)?.overallStatus);
    const outOfStock = ads.filter((ad) => ad.availability === "OUT_OF_STOCK");
    expect(outOfStock.length).toBeGreaterThan(0);
    for (const ad of outOfStock) expect(ad.eligibilityStatus).toBe("INELIGIBLE");
  });

  it("pages by limit and cursor with Amazon's total", async () => {
    const first = await search("?limit=3");
    expect(first.page.campaigns).toHaveLength(3);
    expect(first.page.totalResults).toBe(onAmazon.campaigns.length);
    expect(first.page.next).toEqual(expect.any(String));

    const { campaigns, totals } = await allPages("limit=3");
    expect(totals).toEqual(totals.map(() => onAmazon.campaigns.length));
    expect(totals).toHaveLength(Math.ceil(onAmazon.campaigns.length / 3));
    expect(campaigns.map((campaign) => campaign.campaignId)).toEqual(
      onAmazon.campaigns.map((campaign) => campaign.campaignId),
    );
  });

  it("finds campaigns whose name contains the search, in any case", async () => {
    const expected = onAmazon.campaigns.filter((campaign) => campaign.name.toLowerCase().includes("water"));
    expect(expected.length).toBeGreaterThan(0);
    const { page } = await search("?name=WaTeR");
    expect(page.totalResults).toBe(expected.length);
    expect(page.campaigns.map((campaign) => campaign.name)).toEqual(
      expected.map((campaign) => campaign.name),
    );

    const none = await search(`?name=${encodeURIComponent("no campaign is called this")}`);
    expect(none.page).toEqual({ campaigns: [], totalResults: 0, next: null });
  });

  it("filters by state PAUSED or ENABLED; ALL shows every state", async () => {
    for (const state of ["PAUSED", "ENABLED"]) {
      const expected = onAmazon.campaigns.filter((campaign) => campaign.state === state);
      expect(expected.length).toBeGreaterThan(0);
      const { campaigns, totals } = await allPages(`state=${state}`);
      expect(totals[0]).toBe(expected.length);
      expect(campaigns.map((campaign) => campaign.campaignId)).toEqual(
        expected.map((campaign) => campaign.campaignId),
      );
    }
    const all = await search("?state=ALL");
    expect(all.page.totalResults).toBe(onAmazon.campaigns.length);
    expect(new Set(all.page.campaigns.map((campaign) => campaign.state))).toEqual(
      new Set(onAmazon.campaigns.map((campaign) => campaign.state)),
    );
  });

  it.each([
    ["name", `?name=${"x".repeat(201)}`, "name: Max length - 200 characters"],
    ["state", "?state=ARCHIVED", "state: Must be ALL, PAUSED or ENABLED"],
    ["limit", "?limit=0", "limit: Min value - 1"],
    ["limit", "?limit=11", "limit: Max value - 10"],
    ["limit", "?limit=ten", "limit: Must be a whole number"],
    ["cursor", "?cursor=", "cursor: Must not be empty"],
    ["cursor", "?cursor=not-a-cursor-amazon-gave", "cursor: This page is no longer available; search again"],
  ])("refuses a bad %s (%s) with 400/1005 naming it", async (field, query, message) => {
    const { status, json } = await search(query);
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field, message });
  });

  it("answers 1003 for another seller's profile and for an unknown one", async () => {
    const stranger = await signedInUser("stranger");
    const theirs = await search("", stranger.cookie);
    expect(theirs.status).toBe(404);
    expect(theirs.json.data.code).toBe(1003);
    expect(JSON.stringify(theirs.json)).not.toContain(onAmazon.campaigns[0]?.name ?? "");

    const unknown = await call("/api/amazon/campaigns/999999", { cookie });
    expect(unknown.json.data.code).toBe(1003);
  });

  it("answers 401/1009 when not signed in", async () => {
    const { status, json } = await call(`/api/amazon/campaigns/${profileId}`);
    expect(status).toBe(401);
    expect(json.data.code).toBe(1009);
  });

  it("answers 1004 when the account's authorisation was revoked", async () => {
    await env.DB.prepare("update amazon_accounts set state = 'INVALID' where token_id = ?")
      .bind(tokenId)
      .run();
    try {
      const { status, json } = await search();
      expect(status).toBe(409);
      expect(json.data.code).toBe(1004);
    } finally {
      await env.DB.prepare("update amazon_accounts set state = 'VALID' where token_id = ?")
        .bind(tokenId)
        .run();
    }
  });
});
