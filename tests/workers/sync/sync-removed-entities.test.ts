/**
 * Issue 20, L1: entities Amazon no longer has (removed for good: its delete only archives, and the
 * sync's listing returns archived ones) are marked ARCHIVED by the next complete listing, so the
 * product neither shows them as live nor acts on them; a listing that fails anywhere marks nothing.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mutate } from "../../../worker/amazon/sp-entities";
import type { SpKind } from "../../../worker/amazon/sp-kinds";
import { syncEntities } from "../../../worker/mirror/sync-entities";
import { signedInUser } from "../support/accounts";
import { sandboxControl } from "../support/amazon";
import { call } from "../support/http";
import { markMigrated } from "../support/seed-ads";
import { clearFaults, setFaults } from "../support/sku-structure";
import { adsClientOf, connectedUsProfile, db, runSync } from "../support/sync";

let seller: Awaited<ReturnType<typeof signedInUser>>;
let tokenId: number;
let us: { id: number; amazonProfileId: string };

beforeAll(async () => {
  seller = await signedInUser("removed-entities");
  ({ tokenId, us } = await connectedUsProfile(seller.cookie));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await clearFaults();
});

async function created(kind: SpKind, item: Record<string, unknown>) {
  const result = await mutate(await adsClientOf(tokenId), us.amazonProfileId, kind, "create", [item]);
  const id = result.success[0]?.id;
  if (!id) throw new Error(`${kind} not created: ${JSON.stringify(result.error)}`);
  return id;
}

/** A manual campaign of ours on Amazon with an ad group, a product ad and a keyword: its ids. */
async function campaignOnAmazon(name: string) {
  const sku = (
    await env.DB.prepare("select sku from sp_product_ads where profile_id = ? and sku is not null limit 1")
      .bind(us.id)
      .first<{ sku: string }>()
  )?.sku;
  const campaignId = await created("campaigns", {
    name: `${name} ${Date.now()}`,
    targetingType: "MANUAL",
    state: "ENABLED",
    budget: { budgetType: "DAILY", budget: 10 },
  });
  const adGroupId = await created("adGroups", { campaignId, name, state: "ENABLED", defaultBid: 0.5 });
  const adId = await created("productAds", { campaignId, adGroupId, sku, state: "ENABLED" });
  const keywordId = await created("keywords", {
    campaignId,
    adGroupId,
    keywordText: `${name} keyword`,
    matchType: "EXACT",
    state: "ENABLED",
    bid: 0.4,
  });
  return { campaignId, adGroupId, adId, keywordId };
}

/** The states of the campaign's rows in our tables, by table. */
async function statesOf(campaignId: string) {
  const states: Record<string, string[]> = {};
  for (const table of ["sp_campaigns", "sp_ad_groups", "sp_product_ads", "sp_keywords"]) {
    const { results } = await env.DB.prepare(
      `select state from ${table} where profile_id = ? and campaign_id = ?`,
    )
      .bind(us.id, campaignId)
      .all<{ state: string }>();
    states[table] = results.map((row) => row.state);
  }
  return states;
}
const everywhere = (state: string) => ({
  sp_campaigns: [state],
  sp_ad_groups: [state],
  sp_product_ads: [state],
  sp_keywords: [state],
});

/** Every synced row of the profile with its state. */
const mirrorStates = async () =>
  (
    await env.DB.prepare(
      `select 'c' || campaign_id as id, state from sp_campaigns where profile_id = ?1
       union all select 'g' || ad_group_id, state from sp_ad_groups where profile_id = ?1
       union all select 'a' || ad_id, state from sp_product_ads where profile_id = ?1
       union all select kind || keyword_id, state from sp_keywords where profile_id = ?1
       union all select kind || target_id, state from sp_targets where profile_id = ?1
       order by 1`,
    )
      .bind(us.id)
      .all<{ id: string; state: string }>()
  ).results;

const removeOnAmazon = (campaignId: string) =>
  sandboxControl("/_sandbox/entities/remove", {
    profileId: us.amazonProfileId,
    kind: "campaigns",
    ids: [campaignId],
  });

type Listed = { id: string; state: string };
const migratedList = async (state: string) => {
  const { status, json } = await call(`/api/campaigns/${us.id}/migrated?state=${state}`, {
    cookie: seller.cookie,
  });
  expect(status).toBe(200);
  return json.data.campaigns as Listed[];
};

describe("the sync, after Amazon removed a campaign for good", () => {
  it("marks the campaign and everything under it ARCHIVED, and nothing else: the list no longer shows it live", async () => {
    const ours = await campaignOnAmazon("removed");
    await runSync(us.id);
    expect(await statesOf(ours.campaignId)).toEqual(everywhere("ENABLED"));
    await markMigrated(us.id, ours.campaignId);
    expect((await migratedList("ENABLED")).map((row) => row.id)).toContain(ours.campaignId);
    const others = (await mirrorStates()).filter(
      (row) => !Object.values(ours).some((id) => row.id.endsWith(id)),
    );

    expect(await removeOnAmazon(ours.campaignId)).toEqual({ removed: 4 });
    expect((await runSync(us.id)).pending).toBeUndefined();

    expect(await statesOf(ours.campaignId)).toEqual(everywhere("ARCHIVED"));
    expect((await mirrorStates()).filter((row) => others.some((other) => other.id === row.id))).toEqual(
      others,
    );
    expect((await migratedList("ENABLED")).map((row) => row.id)).not.toContain(ours.campaignId);
    expect((await migratedList("PAUSED")).map((row) => row.id)).not.toContain(ours.campaignId);
    // Every view shows it as Amazon's deleted (archived) campaigns show: ARCHIVED, never toggled or edited.
    expect((await migratedList("ALL")).find((row) => row.id === ours.campaignId)?.state).toBe("ARCHIVED");
  });

  it("marks nothing when the listing fails midway, and marks it once a listing completes", async () => {
    const ours = await campaignOnAmazon("kept");
    await runSync(us.id);
    expect(await removeOnAmazon(ours.campaignId)).toEqual({ removed: 4 });
    const before = await mirrorStates();
    const noRetries = await adsClientOf(tokenId, {
      attempts: 1,
      baseDelayMs: 1,
      maxDelayMs: 1,
      timeoutMs: 10_000,
    });

    // 30 % of Amazon's answers are 500s, not asked again: some kinds list to their end, another fails.
    let midway = false;
    for (let seed = 0; seed < 8 && !midway; seed++) {
      await setFaults({ serverErrorRate: 0.3, seed: `listing-${seed}` });
      const fetches = vi.spyOn(globalThis, "fetch");
      const failed = await syncEntities(db(), noRetries, us.id, us.amazonProfileId).then(
        () => false,
        () => true,
      );
      const listed = await Promise.all(
        fetches.mock.calls.flatMap(([input], index) =>
          input instanceof Request && new URL(input.url).pathname.endsWith("/list")
            ? [fetches.mock.results[index]?.value as Promise<Response>]
            : [],
        ),
      );
      fetches.mockRestore();
      midway = failed && listed.some((response) => response.status === 200);
      expect(await mirrorStates()).toEqual(before);
    }
    expect(midway).toBe(true);

    await clearFaults();
    await syncEntities(db(), noRetries, us.id, us.amazonProfileId);
    expect(await statesOf(ours.campaignId)).toEqual(everywhere("ARCHIVED"));
  });
});
