import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import {
  figures,
  marketplaceDay,
  seedAdGroup,
  seedAdvertisedSku,
  seedCampaign,
  seedProfile,
  seedTargetMetrics,
} from "../support/seed-ads";

/**
 * D1 refuses a statement binding more than 100 parameters. A research campaign easily holds hundreds of
 * keywords and ASIN targets: every read of them must answer all of them (one JSON list per `in`).
 */
const ROWS = 150;

let ann: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;
let skuId: number;

const id = (prefix: string, index: number) => `${prefix}${String(index).padStart(3, "0")}`;

beforeAll(async () => {
  ann = await signedInUser("ann");
  profile = await seedProfile(ann.id);
  await seedCampaign(profile, { campaignId: "big", name: "Research", targetingType: "MANUAL" });
  await seedAdGroup(profile, "big", 45);
  skuId = await seedAdvertisedSku(profile, "big", "BIG-1", "B0BIG00001");
  const rows = Array.from({ length: ROWS }, (_, index) => index);
  await env.DB.batch([
    ...rows.map((index) =>
      env.DB.prepare(
        "insert into sp_keywords (profile_id, keyword_id, kind, campaign_id, ad_group_id, keyword_text, match_type, state, bid_cents, synced_at) values (?, ?, 'KEYWORD', 'big', 'big-ag', ?, 'EXACT', 'ENABLED', ?, 0)",
      ).bind(profile, id("k", index), `keyword ${id("", index)}`, index % 2 === 0 ? null : 50),
    ),
    ...rows.map((index) =>
      env.DB.prepare(
        "insert into sp_targets (profile_id, target_id, kind, campaign_id, ad_group_id, expression_type, expression, state, bid_cents, synced_at) values (?, ?, 'TARGET', 'big', 'big-ag', 'MANUAL', ?, 'ENABLED', 60, 0)",
      ).bind(
        profile,
        id("t", index),
        JSON.stringify([{ type: "ASIN_SAME_AS", value: `B0TARGE${id("", index)}` }]),
      ),
    ),
    env.DB.prepare(
      "insert into keyword_options (profile_id, keyword_id, organic_search_optimization) values (?, ?, 1)",
    ).bind(profile, id("k", ROWS - 1)),
    env.DB.prepare(
      "insert into target_options (profile_id, target_id, campaign_id, increase_top_of_search_placement) values (?, ?, 'big', 1)",
    ).bind(profile, id("t", ROWS - 1)),
  ]);
  await seedTargetMetrics(
    profile,
    "big",
    id("k", ROWS - 1),
    await marketplaceDay(0),
    figures(90, 3, 120, 1, 2500),
  );
});

describe(`a campaign with ${ROWS} keywords and ${ROWS} ASIN targets`, () => {
  it("the campaign page reads every one, with its default bid, options and figures", async () => {
    const { status, json } = await call(`/api/campaigns/${profile}/big/targets`, { cookie: ann.cookie });
    expect(status).toBe(200);
    expect(json.data.keywordTargets).toHaveLength(ROWS);
    expect(json.data.asinTargets).toHaveLength(ROWS);
    const last = json.data.keywordTargets.at(-1);
    expect(last).toMatchObject({ id: id("k", ROWS - 1), organicSearchOptimization: true, defaultBid: 0.45 });
    expect(last.report).toMatchObject({ impressions: 90, clicks: 3 });
    expect(json.data.keywordTargets[0]).toMatchObject({ bid: null, defaultBid: 0.45 });
    expect(json.data.asinTargets.at(-1)).toMatchObject({
      increaseTopOfSearchPlacement: true,
      defaultBid: 0.45,
    });
  });

  it("the SKU's Keywords and ASIN Targets panels read pages of 100", async () => {
    for (const [panel, list] of [
      ["keywords", "keywords"],
      ["targets", "targets"],
    ] as const) {
      const first = await call(`/api/${panel}/${profile}/${skuId}?limit=100`, { cookie: ann.cookie });
      expect(first.status, panel).toBe(200);
      expect(first.json.data[list], panel).toHaveLength(100);
      expect(first.json.data[list][0].defaultBid, panel).toBe(0.45);
      const rest = await call(`/api/${panel}/${profile}/${skuId}?limit=100&cursor=${first.json.data.next}`, {
        cookie: ann.cookie,
      });
      expect(rest.json.data[list], panel).toHaveLength(ROWS - 100);
    }
  });
});
