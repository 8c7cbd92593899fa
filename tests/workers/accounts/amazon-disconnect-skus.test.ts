import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { seedAdvertisedSku, seedCampaign, seedProfile } from "../support/seed-ads";

const TABLES_OF_A_PROFILE = [
  "advertised_skus",
  "sku_campaigns",
  "keyword_boosts",
  "keyword_options",
  "target_options",
  "managed_campaigns",
];

it("disconnecting removes the profile's advertised SKUs, their structure, competitors and keyword settings", async () => {
  const user = await signedInUser("sku-owner");
  const profileId = await seedProfile(user.id);
  await seedCampaign(profileId, {
    campaignId: "c-auto",
    name: "SKU-1 · Auto",
    state: "PAUSED",
    source: "QUICK_LAUNCH",
  });
  const skuId = await seedAdvertisedSku(profileId, "c-auto", "SKU-1", "B0SKU00001");
  const now = Date.now();
  const competitor = await env.DB.prepare(
    "insert into competitors (advertised_sku_id, competitor_name, created_at) values (?, 'Rival', ?) returning id",
  )
    .bind(skuId, now)
    .first<{ id: number }>();
  await env.DB.batch([
    env.DB.prepare(
      "insert into sku_campaigns (profile_id, advertised_sku_id, role, competitor_id, campaign_id, created_at) values (?, ?, 'COMPETITOR', ?, 'c-auto', ?)",
    ).bind(profileId, skuId, competitor?.id, now),
    env.DB.prepare(
      "insert into keyword_boosts (profile_id, advertised_sku_id, keyword_id, boost_max_bid_cents, base_bid_cents, started_at) values (?, ?, 'k1', 90, 50, ?)",
    ).bind(profileId, skuId, now),
    env.DB.prepare(
      "insert into keyword_options (profile_id, keyword_id, organic_search_optimization) values (?, 'k1', 1)",
    ).bind(profileId),
    env.DB.prepare(
      "insert into target_options (profile_id, target_id, campaign_id) values (?, 't1', 'c-auto')",
    ).bind(profileId),
  ]);
  const account = await env.DB.prepare("select token_id as tokenId from amazon_profiles where id = ?")
    .bind(profileId)
    .first<{ tokenId: number }>();

  const { status, json } = await call(`/api/users/connected-amazon-accounts/${account?.tokenId}`, {
    method: "DELETE",
    cookie: user.cookie,
  });

  expect(status).toBe(200);
  expect(json.data.namesWithError).toEqual([]);
  for (const table of TABLES_OF_A_PROFILE) {
    const left = await env.DB.prepare(`select count(*) as n from ${table} where profile_id = ?`)
      .bind(profileId)
      .first<{ n: number }>();
    expect({ table, left: left?.n }).toEqual({ table, left: 0 });
  }
  const competitorsLeft = await env.DB.prepare("select count(*) as n from competitors where id = ?")
    .bind(competitor?.id)
    .first<{ n: number }>();
  expect(competitorsLeft?.n).toBe(0);
});
