import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { seedCampaign, seedProfile } from "../support/seed-ads";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;
let bobProfile: number;

const put = (path: string, body: unknown, cookie = ann.cookie) =>
  call(`/api/campaigns/${path}`, { method: "PUT", body, cookie });

async function storedCampaign(profileId: number, campaignId: string) {
  return env.DB.prepare(
    "select state, budget_cents as budgetCents, bidding_strategy as strategy, placement_bidding as placements from sp_campaigns where profile_id = ? and campaign_id = ?",
  )
    .bind(profileId, campaignId)
    .first();
}

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  profile = await seedProfile(ann.id);
  bobProfile = await seedProfile(bob.id);
  await seedCampaign(profile, { campaignId: "u1", name: "Editable", budgetCents: 1000 });
  await seedCampaign(profile, { campaignId: "u2", name: "Paused one", state: "PAUSED", budgetCents: 500 });
  await seedCampaign(profile, { campaignId: "u3", name: "Not managed", source: null });
  await seedCampaign(profile, { campaignId: "u4", name: "Archived one", state: "ARCHIVED" });
  await seedCampaign(bobProfile, { campaignId: "b1", name: "Bob's" });
});

describe("PUT /api/campaigns/{profileId}/{campaignId}: validation", () => {
  const cases: [string, unknown, string, string][] = [
    ["a budget under $1", { budget: 0.99 }, "budget", "budget: Min value - $1"],
    ["an empty budget", { budget: null }, "budget", "budget: Required"],
    ["a budget finer than a cent", { budget: 5.555 }, "budget", "budget: Must be in steps of $0.01"],
    [
      "a state other than ENABLED or PAUSED",
      { state: "ARCHIVED" },
      "state",
      "state: Must be ENABLED or PAUSED",
    ],
    [
      "an unknown bidding strategy",
      { dynamicBidding: { strategy: "MAGIC" } },
      "dynamicBidding.strategy",
      "dynamicBidding.strategy: Must be LEGACY_FOR_SALES, AUTO_FOR_SALES, MANUAL or RULE_BASED",
    ],
    [
      "a negative placement adjustment",
      { dynamicBidding: { placementBidding: [{ placement: "PLACEMENT_TOP", percentage: -1 }] } },
      "dynamicBidding.placementBidding.0.percentage",
      "dynamicBidding.placementBidding.0.percentage: Min value - 0%",
    ],
    [
      "a placement adjustment over 900%",
      { dynamicBidding: { placementBidding: [{ placement: "PLACEMENT_PRODUCT_PAGE", percentage: 901 }] } },
      "dynamicBidding.placementBidding.0.percentage",
      "dynamicBidding.placementBidding.0.percentage: Max value - 900%",
    ],
    [
      "an adjustment for rest of search",
      { dynamicBidding: { placementBidding: [{ placement: "PLACEMENT_REST_OF_SEARCH", percentage: 10 }] } },
      "dynamicBidding.placementBidding.0.placement",
      "dynamicBidding.placementBidding.0.placement: Must be PLACEMENT_TOP or PLACEMENT_PRODUCT_PAGE",
    ],
    ["an empty body", {}, "body", "body: Send at least one of state, budget and dynamicBidding"],
  ];
  for (const [what, body, field, message] of cases) {
    it(`refuses ${what} with 400/1005 naming ${field}, and changes nothing`, async () => {
      const before = await storedCampaign(profile, "u1");
      const { status, json } = await put(`${profile}/u1`, body);
      expect(status).toBe(400);
      expect(json.data).toEqual({ code: 1005, field, message });
      expect(await storedCampaign(profile, "u1")).toEqual(before);
    });
  }

  it("refuses a budget change of a campaign that is not enabled", async () => {
    const { status, json } = await put(`${profile}/u2`, { budget: 7 });
    expect(status).toBe(400);
    expect(json.data).toEqual({
      code: 1005,
      field: "budget",
      message: "budget: The budget can be edited only when the campaign is enabled",
    });
    expect(await storedCampaign(profile, "u2")).toMatchObject({ state: "PAUSED", budgetCents: 500 });
  });

  it("refuses to change an archived campaign", async () => {
    const { status, json } = await put(`${profile}/u4`, { state: "ENABLED" });
    expect(status).toBe(400);
    expect(json.data).toEqual({
      code: 1005,
      field: "state",
      message: "state: Only an enabled or paused campaign can be changed",
    });
    expect(await storedCampaign(profile, "u4")).toMatchObject({ state: "ARCHIVED" });
  });

  it("answers the campaign as it is, without asking Amazon, when nothing differs", async () => {
    const { status, json } = await put(`${profile}/u2`, { state: "PAUSED", budget: 5 });
    expect(status).toBe(200);
    expect(json.data).toEqual({
      id: "u2",
      state: "PAUSED",
      budget: { budget: 5 },
      dynamicBidding: {
        strategy: "LEGACY_FOR_SALES",
        placementBidding: [{ placement: "PLACEMENT_TOP", percentage: 50 }],
      },
    });
  });
});

describe("PUT /api/campaigns/{profileId}/{campaignId}: who may change what", () => {
  it("refuses with 403/1002 once the user's ad spend reached the plan's limit, and changes nothing", async () => {
    const capped = await signedInUser("capped");
    const cappedProfile = await seedProfile(capped.id);
    await seedCampaign(cappedProfile, { campaignId: "c1", name: "Capped" });
    await env.DB.prepare("update users set is_ad_limit_reached = 1 where id = ?").bind(capped.id).run();
    const { status, json } = await put(`${cappedProfile}/c1`, { state: "PAUSED" }, capped.cookie);
    expect(status).toBe(403);
    expect(json.data).toEqual({
      code: 1002,
      message: "Your ad spend has reached your plan's monthly limit. Upgrade your plan to make changes.",
    });
    expect(await storedCampaign(cappedProfile, "c1")).toMatchObject({ state: "ENABLED" });
  });

  it("answers another seller's profile with 1003 and their campaign with 1006, changing nothing of theirs", async () => {
    const theirs = await put(`${bobProfile}/b1`, { state: "PAUSED" });
    expect(theirs.status).toBe(404);
    expect(theirs.json.data.code).toBe(1003);
    const foreign = await put(`${profile}/b1`, { state: "PAUSED" });
    expect(foreign.status).toBe(404);
    expect(foreign.json.data.code).toBe(1006);
    expect(await storedCampaign(bobProfile, "b1")).toMatchObject({ state: "ENABLED" });
  });

  it("refuses a campaign Skupilot does not manage with 1006", async () => {
    const { status, json } = await put(`${profile}/u3`, { state: "PAUSED" });
    expect(status).toBe(404);
    expect(json.data.code).toBe(1006);
    expect(await storedCampaign(profile, "u3")).toMatchObject({ state: "ENABLED" });
  });

  it("answers 409/1004 when the profile's Amazon account must be reconnected, and changes nothing", async () => {
    const cara = await signedInUser("cara");
    const invalidProfile = await seedProfile(cara.id);
    await seedCampaign(invalidProfile, { campaignId: "i1", name: "Invalid account" });
    await env.DB.prepare(
      "update amazon_accounts set state = 'INVALID' where token_id = (select token_id from amazon_profiles where id = ?)",
    )
      .bind(invalidProfile)
      .run();
    const { status, json } = await put(`${invalidProfile}/i1`, { state: "PAUSED" }, cara.cookie);
    expect(status).toBe(409);
    expect(json.data.code).toBe(1004);
    expect(await storedCampaign(invalidProfile, "i1")).toMatchObject({ state: "ENABLED" });
  });

  it("answers 1009 when signed out", async () => {
    const { status, json } = await call(`/api/campaigns/${profile}/u1`, {
      method: "PUT",
      body: { state: "PAUSED" },
    });
    expect(status).toBe(401);
    expect(json.data.code).toBe(1009);
  });
});
