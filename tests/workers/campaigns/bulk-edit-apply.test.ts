import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAll, mutate } from "../../../worker/amazon/sp-entities";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { markMigrated, seedAdvertisedSku } from "../support/seed-ads";
import { adsClientOf, connectedUsProfile } from "../support/sync";

/**
 * Issue 33 item 1: a bulk edit applied on the sandbox's Amazon through the single edit, logged as one
 * batch, and the batch undone with one call.
 */
type AmazonCampaign = { campaignId: string; state: string; budget: { budget: number; budgetType: string } };

let user: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let tokenId: number;
let us: { id: number; amazonProfileId: string };
let campaignIds: string[];
let original: AmazonCampaign[];
let batchId: string;

const budgetsOnAmazon = async () => {
  const client = await adsClientOf(tokenId);
  const campaigns = await listAll<AmazonCampaign>(client, us.amazonProfileId, "campaigns", {
    campaignIdFilter: { include: campaignIds },
  });
  return Object.fromEntries(
    campaigns.map((campaign) => [String(campaign.campaignId), campaign.budget.budget]),
  );
};
const originalBudgets = () =>
  Object.fromEntries(original.map((campaign) => [String(campaign.campaignId), campaign.budget.budget]));
const raised = (percent: number) =>
  Object.fromEntries(
    original.map((campaign) => [
      String(campaign.campaignId),
      Math.round(campaign.budget.budget * 100 * (1 + percent / 100)) / 100,
    ]),
  );
const batchRows = (id: string) =>
  env.DB.prepare(
    "select campaign_id as campaignId, kind, actor, status from automation_changes where profile_id = ? and batch_id = ? order by campaign_id",
  )
    .bind(us.id, id)
    .all<{ campaignId: string; kind: string; actor: string; status: string }>()
    .then((result) => result.results);

beforeAll(async () => {
  user = await signedInUser("bulk");
  stranger = await signedInUser("stranger");
  ({ tokenId, us } = await connectedUsProfile(user.cookie));
  const rows = await env.DB.prepare(
    "select campaign_id as campaignId from sp_campaigns where profile_id = ? and state = 'ENABLED' order by campaign_id limit 3",
  )
    .bind(us.id)
    .all<{ campaignId: string }>();
  campaignIds = rows.results.map((row) => row.campaignId);
  for (const [index, campaignId] of campaignIds.entries()) {
    await markMigrated(us.id, campaignId);
    await seedAdvertisedSku(us.id, campaignId, `BULK-${index}`, `B0BULK000${index}`);
  }
  const client = await adsClientOf(tokenId);
  original = await listAll<AmazonCampaign>(client, us.amazonProfileId, "campaigns", {
    campaignIdFilter: { include: campaignIds },
  });
}, 90_000);

afterAll(async () => {
  // Other test files use the same demo seller: give the campaigns back as they were.
  await mutate(
    await adsClientOf(tokenId),
    us.amazonProfileId,
    "campaigns",
    "update",
    original.map(({ campaignId, state, budget }) => ({ campaignId, state, budget })),
  );
});

describe("POST /api/campaigns/{profileId}/bulk against the sandbox", () => {
  it("raises three budgets 10 % on Amazon, each row APPLIED, logged as one SELLER batch", async () => {
    const { status, json } = await call(`/api/campaigns/${us.id}/bulk`, {
      method: "POST",
      cookie: user.cookie,
      body: { campaignIds, change: { kind: "PERCENT_BUDGET", percent: 10 } },
    });
    expect(status).toBe(200);
    expect(json.data.rows.map((row: { status: string }) => row.status)).toEqual([
      "APPLIED",
      "APPLIED",
      "APPLIED",
    ]);
    batchId = json.data.batchId;
    expect(json.data.logged).toBe(3);
    expect(await budgetsOnAmazon()).toEqual(raised(10));
    const logged = await batchRows(batchId);
    expect(logged.map((row) => row.campaignId)).toEqual([...campaignIds].sort());
    for (const row of logged)
      expect(row).toMatchObject({ kind: "SET_BUDGET", actor: "SELLER", status: "APPLIED" });
  });

  it("another seller cannot undo the batch: 404/1003 on my profile, and nothing goes back", async () => {
    const { status, json } = await call(`/api/automation/${us.id}/batches/${batchId}/undo`, {
      method: "POST",
      cookie: stranger.cookie,
    });
    expect(status).toBe(404);
    expect(json.data.code).toBe(1003);
    expect(await budgetsOnAmazon()).toEqual(raised(10));
  });

  it("undoes the whole batch with one call: every budget back on Amazon, each row UNDONE", async () => {
    const { status, json } = await call(`/api/automation/${us.id}/batches/${batchId}/undo`, {
      method: "POST",
      cookie: user.cookie,
    });
    expect(status).toBe(200);
    expect(json.data.rows.map((row: { status: string }) => row.status)).toEqual([
      "UNDONE",
      "UNDONE",
      "UNDONE",
    ]);
    expect(await budgetsOnAmazon()).toEqual(originalBudgets());
    expect((await batchRows(batchId)).every((row) => row.status === "UNDONE")).toBe(true);
  });

  it("a second undo of the batch refuses each row with the reason, changing nothing", async () => {
    const { status, json } = await call(`/api/automation/${us.id}/batches/${batchId}/undo`, {
      method: "POST",
      cookie: user.cookie,
    });
    expect(status).toBe(200);
    for (const row of json.data.rows)
      expect(row).toMatchObject({ status: "REFUSED", reason: expect.any(String) });
    expect(await budgetsOnAmazon()).toEqual(originalBudgets());
  });

  it("an unknown batch is 404/1006; a malformed batch id is 400/1005 naming batchId", async () => {
    const unknown = await call(`/api/automation/${us.id}/batches/${crypto.randomUUID()}/undo`, {
      method: "POST",
      cookie: user.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.data.code).toBe(1006);
    const bad = await call(`/api/automation/${us.id}/batches/not-a-batch/undo`, {
      method: "POST",
      cookie: user.cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.data).toEqual({ code: 1005, field: "batchId", message: "batchId: Must be a batch id" });
  });
});
