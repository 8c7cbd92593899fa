import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAll, mutate } from "../../../worker/amazon/sp-entities";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { markMigrated, seedAdvertisedSku } from "../support/seed-ads";
import { adsClientOf, connectedUsProfile } from "../support/sync";

/**
 * Issue 33 item 1: a bulk bid edit applied on the sandbox's Amazon through the single bid edit, logged
 * as one SELLER batch, and the batch undone with one call.
 */
type AmazonKeyword = { keywordId: string; bid?: number; state: string };

let user: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let tokenId: number;
let us: { id: number; amazonProfileId: string };
let keywordIds: string[];
let original: Record<string, number>;
let batchId: string;

const bidsOnAmazon = async () => {
  const client = await adsClientOf(tokenId);
  const keywords = await listAll<AmazonKeyword>(client, us.amazonProfileId, "keywords", {
    keywordIdFilter: { include: keywordIds },
  });
  return Object.fromEntries(keywords.map((keyword) => [String(keyword.keywordId), keyword.bid]));
};
const lowered = (percent: number) =>
  Object.fromEntries(
    Object.entries(original).map(([id, bid]) => [id, Math.round(bid * 100 * (1 - percent / 100)) / 100]),
  );
const batchRows = (id: string) =>
  env.DB.prepare(
    "select entity_id as entityId, entity_type as entityType, kind, actor, status from automation_changes where profile_id = ? and batch_id = ? order by entity_id",
  )
    .bind(us.id, id)
    .all<{ entityId: string; entityType: string; kind: string; actor: string; status: string }>()
    .then((result) => result.results);

beforeAll(async () => {
  user = await signedInUser("bulk-bids");
  stranger = await signedInUser("stranger");
  ({ tokenId, us } = await connectedUsProfile(user.cookie));
  // One campaign's enabled keywords with bids of their own, the campaign migrated for a SKU of $0.02–$3.00.
  const { campaignId } = (await env.DB.prepare(
    "select campaign_id as campaignId from sp_keywords where profile_id = ? and kind = 'KEYWORD' and state = 'ENABLED' and bid_cents between 20 and 300 group by campaign_id having count(*) >= 3 order by campaign_id limit 1",
  )
    .bind(us.id)
    .first<{ campaignId: string }>()) ?? { campaignId: "" };
  const rows = await env.DB.prepare(
    "select keyword_id as keywordId, bid_cents as bidCents from sp_keywords where profile_id = ? and campaign_id = ? and kind = 'KEYWORD' and state = 'ENABLED' and bid_cents between 20 and 300 order by keyword_id limit 3",
  )
    .bind(us.id, campaignId)
    .all<{ keywordId: string; bidCents: number }>();
  keywordIds = rows.results.map((row) => row.keywordId);
  original = Object.fromEntries(rows.results.map((row) => [row.keywordId, row.bidCents / 100]));
  await markMigrated(us.id, campaignId);
  await seedAdvertisedSku(us.id, campaignId, "BIDS-1", "B0BIDS0001");
}, 90_000);

afterAll(async () => {
  // Other test files use the same demo seller: give the keywords their bids back.
  await mutate(
    await adsClientOf(tokenId),
    us.amazonProfileId,
    "keywords",
    "update",
    Object.entries(original).map(([keywordId, bid]) => ({ keywordId, bid })),
  );
});

describe("POST /api/campaigns/{profileId}/bulk-bids against the sandbox", () => {
  it("another seller naming my keywords is refused (1003 on my profile, 1006 on theirs) and nothing changes", async () => {
    const body = { keywordIds, targetIds: [], change: { kind: "PERCENT_BID", percent: -10 } };
    const mine = await call(`/api/campaigns/${us.id}/bulk-bids`, {
      method: "POST",
      cookie: stranger.cookie,
      body,
    });
    expect(mine.status).toBe(404);
    expect(mine.json.data.code).toBe(1003);
    expect(await bidsOnAmazon()).toEqual(original);
  });

  it("lowers three bids 10 % on Amazon, each row APPLIED, logged as one SELLER batch", async () => {
    expect(keywordIds).toHaveLength(3);
    const { status, json } = await call(`/api/campaigns/${us.id}/bulk-bids`, {
      method: "POST",
      cookie: user.cookie,
      body: { keywordIds, targetIds: [], change: { kind: "PERCENT_BID", percent: -10 } },
    });
    expect(status).toBe(200);
    expect(json.data.rows.map((row: { status: string }) => row.status)).toEqual([
      "APPLIED",
      "APPLIED",
      "APPLIED",
    ]);
    batchId = json.data.batchId;
    expect(json.data.logged).toBe(3);
    expect(await bidsOnAmazon()).toEqual(lowered(10));
    const stored = await env.DB.prepare(
      `select keyword_id as id, bid_cents as bid from sp_keywords where profile_id = ? and keyword_id in (${keywordIds.map(() => "?").join(", ")}) order by keyword_id`,
    )
      .bind(us.id, ...keywordIds)
      .all<{ id: string; bid: number }>();
    expect(Object.fromEntries(stored.results.map((row) => [row.id, row.bid / 100]))).toEqual(lowered(10));
    const logged = await batchRows(batchId);
    expect(logged.map((row) => row.entityId)).toEqual([...keywordIds].sort());
    for (const row of logged)
      expect(row).toMatchObject({ entityType: "KEYWORD", actor: "SELLER", status: "APPLIED" });
  });

  it("undoes the batch with one call: every bid back on Amazon, each row UNDONE with its keyword", async () => {
    const { status, json } = await call(`/api/automation/${us.id}/batches/${batchId}/undo`, {
      method: "POST",
      cookie: user.cookie,
    });
    expect(status).toBe(200);
    expect(
      json.data.rows.map((row: { status: string; entityId: string }) => [row.entityId, row.status]),
    ).toEqual([...keywordIds].sort().map((id) => [id, "UNDONE"]));
    expect(await bidsOnAmazon()).toEqual(original);
  });
});
