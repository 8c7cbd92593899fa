import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAll, mutate } from "../../../worker/amazon/sp-entities";
import type { SpKind } from "../../../worker/amazon/sp-kinds";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { markMigrated, seedCampaign, seedKeyword, seedProfile, seedTarget } from "../support/seed-ads";
import { adsClientOf, connectedUsProfile } from "../support/sync";

/**
 * The campaign page edits the targets of any campaign Skupilot manages (spec 000 §2.8: "Target editing is
 * described in document 2"), migrated ones with no advertised SKU included: the four PUTs of spec 001 §7
 * work for them, on Amazon, and still answer 1006 for ids outside the user's managed campaigns.
 */
type Item = { id: string; campaignId: string; kind: string; state: string; bidCents: number | null };

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let tokenId: number;
let us: { id: number; amazonProfileId: string };
let keyword: Item;
let asinTarget: Item;
let negativeKeyword: Item;
let negativeTarget: Item;
let unmanagedKeyword: Item | undefined;
const restore: (() => Promise<unknown>)[] = [];

const put = (path: string, body: unknown, cookie = ann.cookie) => call(path, { method: "PUT", body, cookie });

async function first(sql: string) {
  const row = await env.DB.prepare(sql).bind(us.id).first<Item>();
  if (!row) throw new Error(`the demo seller has nothing for: ${sql}`);
  return row;
}

const KEYWORD_COLUMNS = "keyword_id as id, campaign_id as campaignId, kind, state, bid_cents as bidCents";
const TARGET_COLUMNS = "target_id as id, campaign_id as campaignId, kind, state, bid_cents as bidCents";

/** The item as Amazon (the sandbox) holds it. */
async function onAmazon(kind: SpKind, filter: string, id: string) {
  const [item] = await listAll<{ state: string; bid?: number }>(
    await adsClientOf(tokenId),
    us.amazonProfileId,
    kind,
    { [filter]: { include: [id] } },
  );
  return item;
}

const amazonKindOf = (item: Item, adGroup: SpKind, campaign: SpKind) =>
  item.kind === "CAMPAIGN_NEGATIVE" ? campaign : adGroup;

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  ({ tokenId, us } = await connectedUsProfile(ann.cookie));
  keyword = await first(
    `select ${KEYWORD_COLUMNS} from sp_keywords where profile_id = ? and kind = 'KEYWORD' and state = 'ENABLED' order by keyword_id desc limit 1`,
  );
  asinTarget = await first(
    `select ${TARGET_COLUMNS} from sp_targets where profile_id = ? and kind = 'TARGET' and state = 'ENABLED' and expression like '%ASIN_SAME_AS%' order by target_id desc limit 1`,
  );
  negativeKeyword = await first(
    `select ${KEYWORD_COLUMNS} from sp_keywords where profile_id = ? and kind in ('NEGATIVE', 'CAMPAIGN_NEGATIVE') and state = 'ENABLED' order by keyword_id desc limit 1`,
  );
  negativeTarget = await first(
    `select ${TARGET_COLUMNS} from sp_targets where profile_id = ? and kind in ('NEGATIVE', 'CAMPAIGN_NEGATIVE') and state = 'ENABLED' order by target_id desc limit 1`,
  );
  const managed = [
    ...new Set([keyword, asinTarget, negativeKeyword, negativeTarget].map((item) => item.campaignId)),
  ];
  for (const campaignId of managed) await markMigrated(us.id, campaignId);
  unmanagedKeyword =
    (await env.DB.prepare(
      `select ${KEYWORD_COLUMNS} from sp_keywords where profile_id = ? and kind = 'KEYWORD' and campaign_id not in (select campaign_id from managed_campaigns where profile_id = ?) limit 1`,
    )
      .bind(us.id, us.id)
      .first<Item>()) ?? undefined;

  const bobProfile = await seedProfile(bob.id);
  await seedCampaign(bobProfile, { campaignId: "bob-c", name: "Bob's" });
  await seedKeyword(bobProfile, "bob-c", {
    keywordId: "bob-k",
    keywordText: "bob shoes",
    matchType: "EXACT",
  });
  await seedKeyword(bobProfile, "bob-c", {
    keywordId: "bob-nk",
    kind: "NEGATIVE",
    keywordText: "bob cheap",
    matchType: "NEGATIVE_EXACT",
  });
  await seedTarget(bobProfile, "bob-c", {
    targetId: "bob-t",
    expression: [{ type: "ASIN_SAME_AS", value: "B0BOBBOB01" }],
  });
  await seedTarget(bobProfile, "bob-c", {
    targetId: "bob-nt",
    kind: "NEGATIVE",
    expression: [{ type: "ASIN_SAME_AS", value: "B0BOBBOB02" }],
  });
}, 90_000);

afterAll(async () => {
  // Other test files use the same demo seller: give every item back as it was.
  for (const undo of restore) await undo();
});

describe("target and keyword edits on a migrated campaign with no advertised SKU", () => {
  it("re-bids and pauses a keyword on Amazon; the campaign's targets show it", async () => {
    const client = await adsClientOf(tokenId);
    restore.push(() =>
      mutate(client, us.amazonProfileId, "keywords", "update", [
        {
          keywordId: keyword.id,
          state: "ENABLED",
          ...(keyword.bidCents === null ? {} : { bid: keyword.bidCents / 100 }),
        },
      ]),
    );
    const bid = await put(`/api/keywords/${us.id}/keyword/${keyword.id}`, { bid: 0.73 });
    expect(bid.status).toBe(200);
    expect((await onAmazon("keywords", "keywordIdFilter", keyword.id))?.bid).toBe(0.73);
    const paused = await put(`/api/keywords/${us.id}/keyword/${keyword.id}`, { state: "PAUSED" });
    expect(paused.status).toBe(200);
    expect((await onAmazon("keywords", "keywordIdFilter", keyword.id))?.state).toBe("PAUSED");
    const targets = await call(`/api/campaigns/${us.id}/${keyword.campaignId}/targets`, {
      cookie: ann.cookie,
    });
    expect(targets.json.data.keywordTargets).toContainEqual(
      expect.objectContaining({ id: keyword.id, state: "PAUSED", bid: 0.73 }),
    );
  });

  it("re-bids and pauses an ASIN target on Amazon", async () => {
    const client = await adsClientOf(tokenId);
    restore.push(() =>
      mutate(client, us.amazonProfileId, "targets", "update", [
        {
          targetId: asinTarget.id,
          state: "ENABLED",
          ...(asinTarget.bidCents === null ? {} : { bid: asinTarget.bidCents / 100 }),
        },
      ]),
    );
    const bid = await put(`/api/targets/${us.id}/target/${asinTarget.id}`, { bid: 0.41 });
    expect(bid.status).toBe(200);
    expect((await onAmazon("targets", "targetIdFilter", asinTarget.id))?.bid).toBe(0.41);
    const paused = await put(`/api/targets/${us.id}/target/${asinTarget.id}`, { state: "PAUSED" });
    expect(paused.status).toBe(200);
    expect((await onAmazon("targets", "targetIdFilter", asinTarget.id))?.state).toBe("PAUSED");
  });

  it("pauses a negative keyword and a negative ASIN target on Amazon", async () => {
    const client = await adsClientOf(tokenId);
    const keywordKind = amazonKindOf(negativeKeyword, "negativeKeywords", "campaignNegativeKeywords");
    const targetKind = amazonKindOf(negativeTarget, "negativeTargets", "campaignNegativeTargets");
    restore.push(
      () =>
        mutate(client, us.amazonProfileId, keywordKind, "update", [
          { keywordId: negativeKeyword.id, state: "ENABLED" },
        ]),
      () =>
        mutate(client, us.amazonProfileId, targetKind, "update", [
          { targetId: negativeTarget.id, state: "ENABLED" },
        ]),
    );
    const words = await put(`/api/keywords/${us.id}/negative-keyword/${negativeKeyword.id}`, {
      state: "PAUSED",
    });
    expect(words.status).toBe(200);
    expect(words.json.data).toEqual({ id: negativeKeyword.id, state: "PAUSED" });
    const keywordFilter =
      keywordKind === "negativeKeywords" ? "negativeKeywordIdFilter" : "campaignNegativeKeywordIdFilter";
    expect((await onAmazon(keywordKind, keywordFilter, negativeKeyword.id))?.state).toBe("PAUSED");

    const asin = await put(`/api/targets/${us.id}/negative-target/${negativeTarget.id}`, { state: "PAUSED" });
    expect(asin.status).toBe(200);
    const targetFilter =
      targetKind === "negativeTargets" ? "negativeTargetIdFilter" : "campaignNegativeTargetIdFilter";
    expect((await onAmazon(targetKind, targetFilter, negativeTarget.id))?.state).toBe("PAUSED");
  });
});

describe("ids outside the user's managed campaigns stay 1006", () => {
  it("a keyword of a campaign Skupilot does not manage", async () => {
    if (!unmanagedKeyword) return;
    const before = await onAmazon("keywords", "keywordIdFilter", unmanagedKeyword.id);
    const { status, json } = await put(`/api/keywords/${us.id}/keyword/${unmanagedKeyword.id}`, {
      state: "PAUSED",
    });
    expect(status).toBe(404);
    expect(json.data.code).toBe(1006);
    expect(await onAmazon("keywords", "keywordIdFilter", unmanagedKeyword.id)).toEqual(before);
  });

  const others: [string, string, unknown][] = [
    ["keyword", "/api/keywords/{p}/keyword/bob-k", { state: "PAUSED" }],
    ["ASIN target", "/api/targets/{p}/target/bob-t", { bid: 0.5 }],
    ["negative keyword", "/api/keywords/{p}/negative-keyword/bob-nk", { state: "PAUSED" }],
    ["negative ASIN target", "/api/targets/{p}/negative-target/bob-nt", { state: "PAUSED" }],
  ];
  for (const [what, path, body] of others) {
    it(`another seller's ${what} through the user's own profile, leaving it as it was`, async () => {
      const row = async () =>
        (
          await env.DB.prepare(
            "select state, bid_cents from sp_keywords where keyword_id like 'bob-%' union all select state, bid_cents from sp_targets where target_id like 'bob-%'",
          ).all()
        ).results;
      const before = await row();
      const { status, json } = await put(path.replace("{p}", String(us.id)), body);
      expect(status).toBe(404);
      expect(json.data.code).toBe(1006);
      expect(await row()).toEqual(before);
    });
  }
});
