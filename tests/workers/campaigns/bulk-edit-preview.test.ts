import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { seedSku } from "../support/advertised-skus";
import { call } from "../support/http";
import { seedCampaign, seedProfile } from "../support/seed-ads";

/** Issue 33 item 1: the bulk edit's preview and its refusals, on seeded campaigns (nothing asks Amazon). */
let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;
let bobProfile: number;

const post = (path: string, body: unknown, cookie = ann.cookie) =>
  call(`/api/campaigns/${path}`, { method: "POST", body, cookie });
const preview = (body: unknown) => post(`${profile}/bulk/preview`, body);
const percent = (value: number, campaignIds = ["a1", "a2"]) => ({
  campaignIds,
  change: { kind: "PERCENT_BUDGET", percent: value },
});

const campaignsTable = () =>
  env.DB.prepare("select campaign_id, state, budget_cents from sp_campaigns order by profile_id, campaign_id")
    .all()
    .then((result) => result.results);
const changeLog = () => env.DB.prepare("select count(*) as n from automation_changes").first<{ n: number }>();

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  profile = await seedProfile(ann.id);
  bobProfile = await seedProfile(bob.id);
  await seedCampaign(profile, { campaignId: "a1", name: "First", budgetCents: 1000 });
  await seedCampaign(profile, { campaignId: "a2", name: "Second", budgetCents: 2345 });
  await seedCampaign(profile, { campaignId: "a3", name: "Paused", state: "PAUSED", budgetCents: 500 });
  await seedCampaign(profile, { campaignId: "a4", name: "Archived", state: "ARCHIVED" });
  await seedCampaign(profile, { campaignId: "a5", name: "Small", budgetCents: 105 });
  await seedCampaign(profile, { campaignId: "n1", name: "Not managed", source: null });
  // Two campaigns Skupilot built for a SKU whose Max budget is $10.
  const skuId = await seedSku(profile, { sku: "KIT-10", isAdvertised: true, budget: 1000 });
  for (const id of ["s1", "s2"]) {
    await seedCampaign(profile, { campaignId: id, name: `Built ${id}`, budgetCents: 500 });
    await env.DB.prepare(
      "insert into sku_campaigns (profile_id, advertised_sku_id, role, campaign_id, ad_group_id, is_complete, created_at) values (?, ?, 'KEYWORD', ?, ?, 1, 0)",
    )
      .bind(profile, skuId, id, `${id}-ag`)
      .run();
  }
  await seedCampaign(bobProfile, { campaignId: "b1", name: "Bob's secret" });
});

describe("POST /api/campaigns/{profileId}/bulk/preview", () => {
  it("answers each campaign's budget before → after for +10 %, rounded to the cent, and changes nothing", async () => {
    const before = await campaignsTable();
    const { status, json } = await preview(percent(10));
    expect(status).toBe(200);
    expect(json.data.rows).toEqual([
      {
        campaignId: "a1",
        name: "First",
        before: { state: "ENABLED", budget: 10 },
        after: { state: "ENABLED", budget: 11 },
        status: "READY",
        reason: null,
      },
      {
        campaignId: "a2",
        name: "Second",
        before: { state: "ENABLED", budget: 23.45 },
        after: { state: "ENABLED", budget: 25.8 },
        status: "READY",
        reason: null,
      },
    ]);
    expect(await campaignsTable()).toEqual(before);
  });

  it("sets, adds and subtracts amounts", async () => {
    const afterOf = async (change: unknown) =>
      (await preview({ campaignIds: ["a1"], change })).json.data.rows[0].after.budget;
    expect(await afterOf({ kind: "SET_BUDGET", amount: 7.5 })).toBe(7.5);
    expect(await afterOf({ kind: "ADD_BUDGET", amount: 2.25 })).toBe(12.25);
    expect(await afterOf({ kind: "ADD_BUDGET", amount: -3 })).toBe(7);
    expect(await afterOf({ kind: "PERCENT_BUDGET", percent: -25 })).toBe(7.5);
  });

  it("refuses per row a budget under Amazon's minimum, a paused or archived campaign's budget", async () => {
    const { json } = await preview(percent(-10, ["a5", "a3", "a4", "a1"]));
    const byId = Object.fromEntries(
      json.data.rows.map((row: { campaignId: string }) => [row.campaignId, row]),
    );
    expect(byId.a5).toMatchObject({
      after: { budget: 0.95 },
      status: "REFUSED",
      reason: "Under Amazon's minimum daily budget of $1.00",
    });
    expect(byId.a3).toMatchObject({
      status: "REFUSED",
      reason: "The budget can be edited only when the campaign is enabled",
    });
    expect(byId.a4.status).toBe("REFUSED");
    expect(byId.a1).toMatchObject({ after: { budget: 9 }, status: "READY" });
  });

  it("refuses per row a budget the SKU's Max budget cannot hold, in the single edit's words", async () => {
    const { json } = await preview({ campaignIds: ["s1"], change: { kind: "SET_BUDGET", amount: 9.5 } });
    expect(json.data.rows[0]).toMatchObject({ status: "REFUSED" });
    expect(json.data.rows[0].reason).toMatch(/KIT-10's Max budget is \$10\.00.*can have at most \$9\.00\.$/);
    const allowed = await preview({ campaignIds: ["s1"], change: { kind: "SET_BUDGET", amount: 9 } });
    expect(allowed.json.data.rows[0].status).toBe("READY");
  });

  it("marks a state the campaign already has UNCHANGED, and refuses an archived campaign's state", async () => {
    const { json } = await preview({
      campaignIds: ["a3", "a1", "a4"],
      change: { kind: "SET_STATE", state: "PAUSED" },
    });
    expect(json.data.rows.map((row: { status: string }) => row.status)).toEqual([
      "UNCHANGED",
      "READY",
      "REFUSED",
    ]);
    expect(json.data.rows[2].reason).toBe("Only an enabled or paused campaign can be changed");
    expect(json.data.rows[1].after.state).toBe("PAUSED");
  });
});

describe("the bulk edit's validation", () => {
  const many = Array.from({ length: 101 }, (_, index) => `c${index}`);
  const cases: [string, unknown, string, string][] = [
    ["an empty selection", percent(10, []), "campaignIds", "campaignIds: Select at least one campaign"],
    ["over 100 campaigns", percent(10, many), "campaignIds", "campaignIds: At most 100 campaigns at once"],
    ["a campaign twice", percent(10, ["a1", "a1"]), "campaignIds", "campaignIds: Each campaign at most once"],
    ["a percent under −90", percent(-91), "change.percent", "change.percent: Min value - -90%"],
    ["a percent over +500", percent(501), "change.percent", "change.percent: Max value - +500%"],
    ["a percent of 0", percent(0), "change.percent", "change.percent: Must not be 0"],
    ["a percent that rounds to 0", percent(5e-324), "change.percent", "change.percent: Must not be 0"],
    [
      "an amount finer than a cent",
      { campaignIds: ["a1"], change: { kind: "ADD_BUDGET", amount: 1.005 } },
      "change.amount",
      "change.amount: Must be in steps of $0.01",
    ],
    [
      "a text amount",
      { campaignIds: ["a1"], change: { kind: "SET_BUDGET", amount: "5" } },
      "change.amount",
      "change.amount: Required",
    ],
    [
      "a budget set under $1",
      { campaignIds: ["a1"], change: { kind: "SET_BUDGET", amount: 0.5 } },
      "change.amount",
      "change.amount: Min value - $1",
    ],
    [
      "an unknown state",
      { campaignIds: ["a1"], change: { kind: "SET_STATE", state: "ARCHIVED" } },
      "change.state",
      "change.state: Must be ENABLED or PAUSED",
    ],
    [
      "an unknown kind",
      { campaignIds: ["a1"], change: { kind: "SET_BID", amount: 1 } },
      "change.kind",
      "change.kind: Must be one of SET_BUDGET, ADD_BUDGET, PERCENT_BUDGET, SET_STATE",
    ],
  ];
  for (const [what, body, field, message] of cases) {
    for (const route of ["bulk/preview", "bulk"]) {
      it(`${route} refuses ${what} with 400/1005 naming ${field}, and changes nothing`, async () => {
        const before = [await campaignsTable(), await changeLog()];
        const { status, json } = await post(`${profile}/${route}`, body);
        expect(status).toBe(400);
        expect(json.data).toEqual({ code: 1005, field, message });
        expect([await campaignsTable(), await changeLog()]).toEqual(before);
      });
    }
  }
});

describe("the bulk edit's tenancy", () => {
  for (const route of ["bulk/preview", "bulk"]) {
    it(`${route}: another seller's campaign among mine is 404/1006, nothing of theirs shown or changed`, async () => {
      const before = [await campaignsTable(), await changeLog()];
      const { status, json } = await post(`${profile}/${route}`, percent(10, ["a1", "b1"]));
      expect(status).toBe(404);
      expect(json.data.code).toBe(1006);
      expect(JSON.stringify(json)).not.toContain("Bob's secret");
      expect([await campaignsTable(), await changeLog()]).toEqual(before);
    });

    it(`${route}: another seller's profile is 404/1003`, async () => {
      const { status, json } = await post(`${bobProfile}/${route}`, percent(10, ["b1"]));
      expect(status).toBe(404);
      expect(json.data.code).toBe(1003);
    });
  }

  it("a campaign Skupilot does not manage is 404/1006", async () => {
    const { status, json } = await preview(percent(10, ["n1"]));
    expect(status).toBe(404);
    expect(json.data.code).toBe(1006);
  });
});
