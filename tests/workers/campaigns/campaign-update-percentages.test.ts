import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAll, mutate } from "../../../worker/amazon/sp-entities";
import type { CampaignDetail } from "../../../worker/contracts/campaigns/campaign-detail";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { markMigrated, seedCampaign, seedProfile } from "../support/seed-ads";
import { adsClientOf, connectedUsProfile } from "../support/sync";

/**
 * Spec 001 §7: the campaign update body is "state, budget, topOfSearchPercentage or productPagesPercentage";
 * spec 001 §5: placement adjustments are whole percentages 0 to 900.
 */
type PlacementBid = { placement: string; percentage: number };
type AmazonCampaign = {
  state: string;
  budget: { budget: number };
  dynamicBidding: { strategy: string; placementBidding: PlacementBid[] };
};

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let tokenId: number;
let us: { id: number; amazonProfileId: string };
let campaignId: string;
let original: AmazonCampaign;
let bobProfile: number;

const put = (body: unknown, path = `${us.id}/${campaignId}`, cookie = ann.cookie) =>
  call(`/api/campaigns/${path}`, { method: "PUT", body, cookie });

/** The campaign as Amazon (the sandbox) holds it. */
async function onAmazon() {
  const [campaign] = await listAll<AmazonCampaign>(
    await adsClientOf(tokenId),
    us.amazonProfileId,
    "campaigns",
    { campaignIdFilter: { include: [campaignId] } },
  );
  if (!campaign) throw new Error("campaign gone from the sandbox");
  return campaign;
}

const percentageOn = (bids: PlacementBid[], placement: string) =>
  bids.find((bid) => bid.placement === placement)?.percentage;

async function detailPercentage(placement: string) {
  const { json } = await call(`/api/campaigns/${us.id}/${campaignId}`, { cookie: ann.cookie });
  const detail = json.data as CampaignDetail;
  return detail.placements.find((row) => row.placement === placement)?.percentage;
}

const stored = () =>
  env.DB.prepare(
    "select state, budget_cents as budgetCents, bidding_strategy as strategy, placement_bidding as placements from sp_campaigns where profile_id = ? and campaign_id = ?",
  )
    .bind(us.id, campaignId)
    .first();

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  ({ tokenId, us } = await connectedUsProfile(ann.cookie));
  // The last enabled campaign by id: campaign-update-sandbox.test.ts edits the first one.
  const row = await env.DB.prepare(
    "select campaign_id as campaignId from sp_campaigns where profile_id = ? and state = 'ENABLED' order by campaign_id desc limit 1",
  )
    .bind(us.id)
    .first<{ campaignId: string }>();
  if (!row) throw new Error("no enabled US campaign");
  campaignId = row.campaignId;
  await markMigrated(us.id, campaignId);
  original = await onAmazon();
  bobProfile = await seedProfile(bob.id);
  await seedCampaign(bobProfile, { campaignId: "bob-campaign", name: "Bob's" });
}, 90_000);

afterAll(async () => {
  // Other test files use the same demo seller: give the campaign back as it was.
  await mutate(await adsClientOf(tokenId), us.amazonProfileId, "campaigns", "update", [
    { campaignId, dynamicBidding: original.dynamicBidding },
  ]);
});

describe("PUT /api/campaigns/{profileId}/{campaignId} with placement percentages", () => {
  it("topOfSearchPercentage sets Amazon's top-of-search adjustment and the detail shows it", async () => {
    const productPages = percentageOn(original.dynamicBidding.placementBidding, "PLACEMENT_PRODUCT_PAGE");
    const { status, json } = await put({ topOfSearchPercentage: 135 });
    expect(status).toBe(200);
    expect(json.data.dynamicBidding.placementBidding).toContainEqual({
      placement: "PLACEMENT_TOP",
      percentage: 135,
    });
    const amazon = await onAmazon();
    expect(percentageOn(amazon.dynamicBidding.placementBidding, "PLACEMENT_TOP")).toBe(135);
    expect(percentageOn(amazon.dynamicBidding.placementBidding, "PLACEMENT_PRODUCT_PAGE")).toBe(productPages);
    expect(amazon.dynamicBidding.strategy).toBe(original.dynamicBidding.strategy);
    expect(await detailPercentage("PLACEMENT_TOP")).toBe(135);
  });

  it("productPagesPercentage sets Amazon's product-page adjustment, keeping top of search", async () => {
    const { status } = await put({ productPagesPercentage: 900 });
    expect(status).toBe(200);
    const amazon = await onAmazon();
    expect(percentageOn(amazon.dynamicBidding.placementBidding, "PLACEMENT_PRODUCT_PAGE")).toBe(900);
    expect(percentageOn(amazon.dynamicBidding.placementBidding, "PLACEMENT_TOP")).toBe(135);
    expect(await detailPercentage("PLACEMENT_PRODUCT_PAGE")).toBe(900);
  });

  it("takes both at once, 0% included, and leaves rest of search without an adjustment", async () => {
    const { status } = await put({ topOfSearchPercentage: 0, productPagesPercentage: 25 });
    expect(status).toBe(200);
    const amazon = await onAmazon();
    expect(percentageOn(amazon.dynamicBidding.placementBidding, "PLACEMENT_TOP")).toBe(0);
    expect(percentageOn(amazon.dynamicBidding.placementBidding, "PLACEMENT_PRODUCT_PAGE")).toBe(25);
    expect(await detailPercentage("PLACEMENT_TOP")).toBe(0);
    expect(await detailPercentage("PLACEMENT_PRODUCT_PAGE")).toBe(25);
    expect(await detailPercentage("PLACEMENT_REST_OF_SEARCH")).toBeNull();
  });

  it("still takes state, budget and dynamicBidding beside them", async () => {
    const budget = Math.round((original.budget.budget + 2.5) * 100) / 100;
    const { status, json } = await put({
      budget,
      topOfSearchPercentage: 40,
      dynamicBidding: { placementBidding: [{ placement: "PLACEMENT_PRODUCT_PAGE", percentage: 60 }] },
    });
    expect(status).toBe(200);
    expect(json.data.budget).toEqual({ budget });
    const amazon = await onAmazon();
    expect(amazon.budget.budget).toBe(budget);
    expect(percentageOn(amazon.dynamicBidding.placementBidding, "PLACEMENT_TOP")).toBe(40);
    expect(percentageOn(amazon.dynamicBidding.placementBidding, "PLACEMENT_PRODUCT_PAGE")).toBe(60);
    await put({ budget: original.budget.budget });
  });

  const refusals: [string, unknown, string, string][] = [
    ["a negative top of search", { topOfSearchPercentage: -1 }, "topOfSearchPercentage", "Min value - 0%"],
    [
      "a top of search over 900%",
      { topOfSearchPercentage: 901 },
      "topOfSearchPercentage",
      "Max value - 900%",
    ],
    [
      "a top of search that is no number",
      { topOfSearchPercentage: "abc" },
      "topOfSearchPercentage",
      "Required",
    ],
    ["an empty top of search", { topOfSearchPercentage: null }, "topOfSearchPercentage", "Required"],
    [
      "a top of search in fractions of a percent",
      { topOfSearchPercentage: 12.5 },
      "topOfSearchPercentage",
      "Must be a whole number",
    ],
    ["a negative product pages", { productPagesPercentage: -5 }, "productPagesPercentage", "Min value - 0%"],
    [
      "a product pages over 900%",
      { productPagesPercentage: 1000 },
      "productPagesPercentage",
      "Max value - 900%",
    ],
    ["a product pages as text", { productPagesPercentage: "50" }, "productPagesPercentage", "Required"],
    [
      "top of search given twice",
      {
        topOfSearchPercentage: 10,
        dynamicBidding: { placementBidding: [{ placement: "PLACEMENT_TOP", percentage: 20 }] },
      },
      "topOfSearchPercentage",
      "PLACEMENT_TOP is already in dynamicBidding.placementBidding",
    ],
  ];
  for (const [what, body, field, message] of refusals) {
    it(`refuses ${what} with 400/1005 naming ${field}, changing nothing here or on Amazon`, async () => {
      const [before, amazonBefore] = [await stored(), await onAmazon()];
      const { status, json } = await put(body);
      expect(status).toBe(400);
      expect(json.data).toEqual({ code: 1005, field, message: `${field}: ${message}` });
      expect(await stored()).toEqual(before);
      expect(await onAmazon()).toEqual(amazonBefore);
    });
  }

  it("answers 1006 for another seller's campaign on the user's own profile, changing nothing", async () => {
    const before = await env.DB.prepare("select placement_bidding from sp_campaigns where campaign_id = ?")
      .bind("bob-campaign")
      .first();
    const { status, json } = await put({ topOfSearchPercentage: 300 }, `${us.id}/bob-campaign`);
    expect(status).toBe(404);
    expect(json.data.code).toBe(1006);
    expect(JSON.stringify(json)).not.toContain("Bob's");
    expect(
      await env.DB.prepare("select placement_bidding from sp_campaigns where campaign_id = ?")
        .bind("bob-campaign")
        .first(),
    ).toEqual(before);
  });

  it("answers 1003 for another seller's profile", async () => {
    const { status, json } = await put({ productPagesPercentage: 300 }, `${bobProfile}/bob-campaign`);
    expect(status).toBe(404);
    expect(json.data.code).toBe(1003);
  });
});
