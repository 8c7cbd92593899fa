import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { listAll, mutate } from "../../../worker/amazon/sp-entities";
import { releaseLease, takeLease } from "../../../worker/automation/lease";
import { runAutomation } from "../../../worker/automation/run-automation";
import { signedInUser } from "../support/accounts";
import { connectSeller, sandboxControl } from "../support/amazon";
import { settledAutomation } from "../support/automation";
import { call } from "../support/http";
import { seedCampaign } from "../support/seed-ads";
import { adsClientOf, db, profilesOf, settledSyncs } from "../support/sync";

const SELLER = "demo-seller@example.com";

/** Connects the seller, waits for the sync, and marks one ENABLED US campaign as managed by Skupilot. */
async function accountWithManagedCampaign() {
  const user = await signedInUser();
  const tokenId = await connectSeller(user.cookie, SELLER);
  const profiles = await profilesOf(tokenId);
  await settledSyncs(profiles.map((profile) => profile.id));
  // Each finished sync queues the profile's automation run, which holds its lease (a disconnect waits for none).
  for (const profile of profiles) await settledAutomation(profile.id);
  const us = profiles.find((profile) => profile.countryCode === "US");
  const campaign = await env.DB.prepare(
    "select campaign_id as campaignId, name from sp_campaigns where profile_id = ? and state = 'ENABLED' order by campaign_id limit 1",
  )
    .bind(us?.id)
    .first<{ campaignId: string; name: string }>();
  if (!us || !campaign) throw new Error("no enabled US campaign");
  await env.DB.prepare(
    "insert into managed_campaigns (profile_id, campaign_id, source, created_at) values (?, ?, 'MIGRATED', ?)",
  )
    .bind(us.id, campaign.campaignId, Date.now())
    .run();
  return { user, tokenId, us, campaign };
}

async function campaignState(cookie: string, campaignId: string) {
  const tokenId = await connectSeller(cookie, SELLER);
  const us = (await profilesOf(tokenId)).find((profile) => profile.countryCode === "US");
  const client = await adsClientOf(tokenId);
  const [campaign] = await listAll<{ state: string }>(client, us?.amazonProfileId ?? "", "campaigns", {
    campaignIdFilter: { include: [campaignId] },
  });
  return { state: campaign?.state, client, amazonProfileId: us?.amazonProfileId ?? "" };
}

describe("disconnecting an account", () => {
  it("pauses the campaigns Skupilot manages, on Amazon, and leaves them there", async () => {
    const { user, tokenId, campaign } = await accountWithManagedCampaign();
    const { json } = await call(`/api/users/connected-amazon-accounts/${tokenId}`, {
      method: "DELETE",
      cookie: user.cookie,
    });
    expect(json.data.namesWithError).toEqual([]);

    const after = await campaignState(user.cookie, campaign.campaignId);
    expect(after.state).toBe("PAUSED");
    await mutate(after.client, after.amazonProfileId, "campaigns", "update", [
      { campaignId: campaign.campaignId, state: "ENABLED" },
    ]);
  });

  it("names the campaigns Amazon refused to pause, and still disconnects", async () => {
    const { user, tokenId, campaign } = await accountWithManagedCampaign();
    await sandboxControl("/_sandbox/faults", { throttledItemRate: 1 });
    try {
      const { status, json } = await call(`/api/users/connected-amazon-accounts/${tokenId}`, {
        method: "DELETE",
        cookie: user.cookie,
      });
      expect(status).toBe(200);
      expect(json.data.namesWithError).toEqual([campaign.name]);
    } finally {
      await fetch(`${env.SANDBOX_URL}/_sandbox/faults`, { method: "DELETE" });
    }
    expect((await call("/api/amazon/profiles", { cookie: user.cookie })).json.data).toEqual([]);
    expect((await campaignState(user.cookie, campaign.campaignId)).state).toBe("ENABLED");
  });

  it("does not name a managed campaign the seller archived on Amazon since the last sync", async () => {
    const { user, tokenId, us, campaign } = await accountWithManagedCampaign();
    const client = await adsClientOf(tokenId);
    const created = await mutate(client, us.amazonProfileId, "campaigns", "create", [
      {
        name: `Archived by the seller ${crypto.randomUUID()}`,
        targetingType: "AUTO",
        state: "ENABLED",
        budget: { budgetType: "DAILY", budget: 5 },
        dynamicBidding: { strategy: "LEGACY_FOR_SALES" },
      },
    ]);
    const archivedId = created.success[0]?.id;
    if (!archivedId) throw new Error(`Amazon refused the campaign: ${JSON.stringify(created.error)}`);
    expect((await mutate(client, us.amazonProfileId, "campaigns", "delete", [archivedId])).error).toEqual([]);
    // Our copy still has it running, as the last sync saw it.
    await seedCampaign(us.id, { campaignId: archivedId, name: "Archived by the seller", source: "MIGRATED" });

    const { json } = await call(`/api/users/connected-amazon-accounts/${tokenId}`, {
      method: "DELETE",
      cookie: user.cookie,
    });
    expect(json.data.namesWithError).toEqual([]);
    const after = await campaignState(user.cookie, campaign.campaignId);
    expect(after.state).toBe("PAUSED");
    await mutate(after.client, after.amazonProfileId, "campaigns", "update", [
      { campaignId: campaign.campaignId, state: "ENABLED" },
    ]);
  });

  it("waits for the automation: while a run holds a profile's lease it answers 429/1007, pausing and forgetting nothing", async () => {
    const { user, tokenId, us, campaign } = await accountWithManagedCampaign();
    // A run in flight on the profile (it could set this campaign ENABLED again after a pause).
    expect(await takeLease(db(), us.id, "automation-run")).toBe(true);
    const path = `/api/users/connected-amazon-accounts/${tokenId}`;
    const busy = await call(path, { method: "DELETE", cookie: user.cookie });
    expect(busy.status).toBe(429);
    expect(busy.json.data.code).toBe(1007);
    expect(busy.headers.get("Retry-After")).toBe("60");
    // Still connected: read Amazon with its own tokens (campaignState would connect it again).
    const [onAmazon] = await listAll<{ state: string }>(
      await adsClientOf(tokenId),
      us.amazonProfileId,
      "campaigns",
      {
        campaignIdFilter: { include: [campaign.campaignId] },
      },
    );
    expect(onAmazon?.state).toBe("ENABLED");
    expect((await profilesOf(tokenId)).map((profile) => profile.id)).toContain(us.id);

    // The run ends; the seller tries again.
    await releaseLease(db(), us.id, "automation-run");
    const done = await call(path, { method: "DELETE", cookie: user.cookie });
    expect(done.status).toBe(200);
    const after = await campaignState(user.cookie, campaign.campaignId);
    expect(after.state).toBe("PAUSED");
    await mutate(after.client, after.amazonProfileId, "campaigns", "update", [
      { campaignId: campaign.campaignId, state: "ENABLED" },
    ]);
  });

  it("holds the profiles' leases while it pauses: an automation run starting meanwhile is skipped, sending nothing", async () => {
    const { user, tokenId, us, campaign } = await accountWithManagedCampaign();
    const send = globalThis.fetch;
    const runs: (string | undefined)[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      // The disconnect's pause is on its way to Amazon: the profile's automation job starts now.
      if (request.method === "PUT" && new URL(request.url).pathname.endsWith("/sp/campaigns")) {
        const run = await runAutomation(db(), env, us.id, await marketplaceNow(env), { rules: [] });
        runs.push(run.skipped);
      }
      return send(request);
    });
    try {
      const { status } = await call(`/api/users/connected-amazon-accounts/${tokenId}`, {
        method: "DELETE",
        cookie: user.cookie,
      });
      expect(status).toBe(200);
    } finally {
      vi.restoreAllMocks();
    }
    expect(runs).toEqual(["another run holds the lease"]);
    const after = await campaignState(user.cookie, campaign.campaignId);
    expect(after.state).toBe("PAUSED");
    await mutate(after.client, after.amazonProfileId, "campaigns", "update", [
      { campaignId: campaign.campaignId, state: "ENABLED" },
    ]);
  });
});
