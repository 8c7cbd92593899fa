import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listAll, mutate } from "../../../worker/amazon/sp-entities";
import { signedInUser } from "../support/accounts";
import { connectSeller, sandboxControl } from "../support/amazon";
import { call } from "../support/http";
import { seedCampaign } from "../support/seed-ads";
import { adsClientOf, profilesOf, settledSyncs } from "../support/sync";

const SELLER = "demo-seller@example.com";

/** Connects the seller, waits for the sync, and marks one ENABLED US campaign as managed by Skupilot. */
async function accountWithManagedCampaign() {
  const user = await signedInUser();
  const tokenId = await connectSeller(user.cookie, SELLER);
  const profiles = await profilesOf(tokenId);
  await settledSyncs(profiles.map((profile) => profile.id));
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
});
