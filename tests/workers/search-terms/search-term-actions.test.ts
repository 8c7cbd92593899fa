import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ALREADY_KEYWORD_MESSAGE } from "../../../worker/services/search-terms/harvest-terms";
import { ALREADY_NEGATIVE_MESSAGE } from "../../../worker/services/search-terms/negate-terms";
import { signedInUser } from "../support/accounts";
import { settledAutomation } from "../support/automation";
import { call } from "../support/http";
import { keywordCampaign, migratedForSku } from "../support/search-terms";
import { figures, marketplaceDay, seedCampaign, seedProfile, seedSearchTerm } from "../support/seed-ads";
import { connectedUsProfile } from "../support/sync";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let profileId: number;
let bobProfile: number;
let campaignId: string;
let _skuId: number;
const WASTED = `wasted term ${Date.now().toString(36)}`;
const WINNER = `winning term ${Date.now().toString(36)}`;

const base = () => `/api/campaigns/${profileId}/${campaignId}/search-terms`;
const post = (path: string, body: unknown, cookie = ann.cookie) =>
  call(`${base()}/${path}`, { method: "POST", body, cookie });

type Row = { searchTerm: string; marks: Record<string, unknown> };
async function marksOf(term: string) {
  const { json } = await call(base(), { cookie: ann.cookie });
  return (json.data as Row[]).find((row) => row.searchTerm === term)?.marks;
}

const loggedChanges = () =>
  env.DB.prepare(
    "select kind, actor, rule, status, action from automation_changes where profile_id = ? and actor = 'SELLER' order by id",
  )
    .bind(profileId)
    .all<{ kind: string; actor: string; rule: string; status: string; action: string }>()
    .then((result) => result.results);

beforeAll(async () => {
  ann = await signedInUser("terms");
  bob = await signedInUser("terms-bob");
  ({
    us: { id: profileId },
  } = await connectedUsProfile(ann.cookie));
  const row = await keywordCampaign(profileId);
  campaignId = row.campaignId;
  _skuId = await migratedForSku(profileId, row, "TERMS-SKU");
  const today = await marketplaceDay(-1);
  await seedSearchTerm(profileId, campaignId, "x", WASTED, today, figures(900, 25, 1400, 0, 0));
  await seedSearchTerm(profileId, campaignId, "x", WINNER, today, figures(400, 20, 800, 5, 9000));
  bobProfile = await seedProfile(bob.id);
  // The first sync's automation run holds the profile until it ends: a seller's change waits for it.
  await settledAutomation(profileId);
  await seedCampaign(bobProfile, { campaignId: "bob-c", name: "Bob's" });
}, 90_000);

describe("POST …/search-terms/negatives", () => {
  it("negates a term on Amazon as the seller's change, and the row shows it negated here, by the seller", async () => {
    const { status, json } = await post("negatives", {
      searchTerms: [WASTED],
      matchType: "NEGATIVE_EXACT",
      scope: "CAMPAIGN",
    });
    expect(status).toBe(200);
    expect(json.data.results).toEqual([{ searchTerm: WASTED, campaignId, status: "APPLIED", message: null }]);
    const [logged] = await loggedChanges();
    expect(logged).toMatchObject({
      kind: "ADD_NEGATIVE_KEYWORD",
      actor: "SELLER",
      rule: "MANUAL",
      status: "APPLIED",
    });
    expect(JSON.parse(String(logged?.action))).toMatchObject({
      keywordText: WASTED,
      matchType: "NEGATIVE_EXACT",
    });
    expect(await marksOf(WASTED)).toEqual({
      negatedHere: { matchType: "NEGATIVE_EXACT", by: { actor: "SELLER", rule: null } },
      negatedElsewhere: null,
      harvested: null,
    });
  });

  it("skips a campaign where the term is negative already, and sends nothing", async () => {
    const before = (await loggedChanges()).length;
    const { json } = await post("negatives", {
      searchTerms: [WASTED],
      matchType: "NEGATIVE_EXACT",
      scope: "SKU",
    });
    expect(json.data.results).toEqual([
      { searchTerm: WASTED, campaignId, status: "SKIPPED", message: ALREADY_NEGATIVE_MESSAGE },
    ]);
    expect(await loggedChanges()).toHaveLength(before);
  });
});

describe("POST …/search-terms/keywords", () => {
  it("refuses a bid outside the SKU's Min and Max Bid, naming the field, and changes nothing", async () => {
    const before = (await loggedChanges()).length;
    const { status, json } = await post("keywords", { searchTerms: [WINNER], matchType: "PHRASE", bid: 3.5 });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({
      code: 1005,
      message: "bid: Must be between $0.20 and $3.00, the SKU's Min and Max Bid",
    });
    expect(await loggedChanges()).toHaveLength(before);
  });

  it("adds a term as a keyword of the SKU at the bid given, and the row shows it harvested by the seller", async () => {
    const { status, json } = await post("keywords", {
      searchTerms: [WINNER],
      matchType: "PHRASE",
      bid: 0.45,
    });
    expect(status).toBe(200);
    expect(json.data.results).toEqual([{ searchTerm: WINNER, campaignId, status: "APPLIED", message: null }]);
    const logged = (await loggedChanges()).at(-1);
    expect(logged).toMatchObject({ kind: "ADD_KEYWORD", actor: "SELLER", status: "APPLIED" });
    expect(JSON.parse(String(logged?.action))).toMatchObject({ matchType: "PHRASE", bidCents: 45 });
    expect((await marksOf(WINNER))?.harvested).toEqual({
      matchTypes: ["PHRASE"],
      by: { actor: "SELLER", rule: null },
    });
    const again = await post("keywords", { searchTerms: [WINNER], matchType: "PHRASE", bid: 0.45 });
    expect(again.json.data.results[0]).toMatchObject({ status: "SKIPPED", message: ALREADY_KEYWORD_MESSAGE });
  });

  it("GET …/keyword-bids: the SKU's limits and a bid per match type inside them", async () => {
    const { status, json } = await call(`${base()}/keyword-bids`, { cookie: ann.cookie });
    expect(status).toBe(200);
    expect(json.data).toEqual({ bidMin: 0.2, bidMax: 3, bids: { EXACT: 1.6, PHRASE: 1.6, BROAD: 1.6 } });
  });
});

describe("bad input: 400/1005 naming the field, nothing changed", () => {
  const cases: [string, string, unknown, string][] = [
    [
      "negatives",
      "no terms",
      { searchTerms: [], matchType: "NEGATIVE_EXACT", scope: "CAMPAIGN" },
      "searchTerms: Choose at least one search term",
    ],
    [
      "negatives",
      "too many",
      {
        searchTerms: Array.from({ length: 101 }, (_, i) => `t${i}`),
        matchType: "NEGATIVE_EXACT",
        scope: "CAMPAIGN",
      },
      "searchTerms: At most 100 search terms at once",
    ],
    [
      "negatives",
      "a blank term",
      { searchTerms: ["  "], matchType: "NEGATIVE_EXACT", scope: "CAMPAIGN" },
      "searchTerms.0: Required",
    ],
    [
      "negatives",
      "a long term",
      { searchTerms: ["x".repeat(101)], matchType: "NEGATIVE_EXACT", scope: "CAMPAIGN" },
      "searchTerms.0: Max length - 100 characters",
    ],
    [
      "negatives",
      "a broad negative",
      { searchTerms: [WASTED], matchType: "BROAD", scope: "CAMPAIGN" },
      "matchType: Must be NEGATIVE_EXACT or NEGATIVE_PHRASE",
    ],
    [
      "negatives",
      "an unknown scope",
      { searchTerms: [WASTED], matchType: "NEGATIVE_EXACT", scope: "ACCOUNT" },
      "scope: Must be CAMPAIGN or SKU",
    ],
    [
      "keywords",
      "a negative match type",
      { searchTerms: [WINNER], matchType: "NEGATIVE_EXACT", bid: 1 },
      "matchType: Must be EXACT, PHRASE or BROAD",
    ],
    ["keywords", "no bid", { searchTerms: [WINNER], matchType: "EXACT" }, "bid: Required"],
  ];
  for (const [path, what, body, message] of cases) {
    it(`${path}: ${what}`, async () => {
      const before = (await loggedChanges()).length;
      const { status, json } = await post(path, body);
      expect(status).toBe(400);
      expect(json.data).toMatchObject({ code: 1005, message });
      expect(await loggedChanges()).toHaveLength(before);
    });
  }
});

describe("another seller's ids", () => {
  for (const path of ["negatives", "keywords"]) {
    it(`${path}: 1003 for a profile that is not theirs, 1006 for a campaign that is not theirs; nothing changed`, async () => {
      const before = (await loggedChanges()).length;
      const body = {
        searchTerms: [WASTED],
        matchType: path === "negatives" ? "NEGATIVE_PHRASE" : "EXACT",
        scope: "CAMPAIGN",
        bid: 1,
      };
      const theirs = await post(path, body, bob.cookie);
      expect(theirs.status).toBe(404);
      expect(theirs.json.data.code).toBe(1003);
      const foreign = await call(`/api/campaigns/${profileId}/bob-c/search-terms/${path}`, {
        method: "POST",
        body,
        cookie: ann.cookie,
      });
      expect(foreign.json.data.code).toBe(1006);
      expect(await loggedChanges()).toHaveLength(before);
    });
  }
});
