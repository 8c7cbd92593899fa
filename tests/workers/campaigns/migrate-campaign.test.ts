import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  MarketplaceCampaign,
  MarketplaceCampaignPage,
} from "../../../worker/contracts/campaigns/marketplace-campaigns";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { type MigrateLimits, migratePayload } from "../support/migrate";
import { connectedUsProfile, profilesOf, settledSyncs } from "../support/sync";

let user: Awaited<ReturnType<typeof signedInUser>>;
let tokenId = 0;
let profileId = 0;
let campaigns: MarketplaceCampaign[] = [];

/** The demo seller's US profile once its first import settled, and its campaigns as the dialog shows them. */
beforeAll(async () => {
  user = await signedInUser();
  const connected = await connectedUsProfile(user.cookie);
  tokenId = connected.tokenId;
  profileId = connected.us.id;
  campaigns = (await search()).campaigns;
}, 60_000);

afterAll(async () => {
  await settledSyncs((await profilesOf(tokenId)).map((profile) => profile.id));
}, 60_000);

async function search(query = "?state=ALL") {
  const { json } = await call(`/api/amazon/campaigns/${profileId}${query}`, { cookie: user.cookie });
  return json.data as MarketplaceCampaignPage;
}

const campaignNamed = (name: string) => {
  const campaign = campaigns.find((candidate) => candidate.name === name);
  if (!campaign) throw new Error(`no campaign ${name}`);
  return campaign;
};

/** The payload the dialog's form sends for one of the campaign's product ads. */
const payloadFor = (
  campaign: MarketplaceCampaign,
  sku: string,
  limits: MigrateLimits = { maxDailyBudget: 25.5, bidMin: 0.3, bidMax: 1.25 },
) => migratePayload(campaign, sku, limits);

const migrate = (body: unknown, cookie = user.cookie, profile = profileId) =>
  call(`/api/campaigns/${profile}/migrate`, { method: "POST", body, cookie });

async function stored() {
  const managed = await env.DB.prepare(
    "select campaign_id as campaignId, source, advertised_sku_id as advertisedSkuId from managed_campaigns order by campaign_id",
  ).all<{ campaignId: string; source: string; advertisedSkuId: number | null }>();
  const skus = await env.DB.prepare(
    "select id, profile_id as profileId, sku, asin, title, brand, thumbnail, image_url as imageUrl, price_cents as priceCents, currency, category, max_daily_budget_cents as maxDailyBudgetCents, bid_min_cents as bidMinCents, bid_max_cents as bidMaxCents from advertised_skus order by sku",
  ).all<Record<string, unknown> & { id: number; sku: string }>();
  return { managed: managed.results, skus: skus.results };
}

async function migratedList() {
  const { json } = await call(`/api/campaigns/${profileId}/migrated`, { cookie: user.cookie });
  return json.data.campaigns as { id: string; name: string }[];
}

describe("POST /api/campaigns/{profileId}/migrate", () => {
  it("migrates a campaign for an eligible product: stored, in the Migrated list, added in the search", async () => {
    const campaign = campaignNamed("SP - Auto - Core range");
    expect(campaign.isAdded).toBe(false);
    expect(campaign.productAds.every((ad) => !ad.metadata.isAdded)).toBe(true);
    // The list must show the campaign from the migration itself, not from a later sync.
    await env.DB.prepare("delete from sp_campaigns where profile_id = ? and campaign_id = ?")
      .bind(profileId, campaign.campaignId)
      .run();
    const before = await stored();

    const { status, json } = await migrate(payloadFor(campaign, "NOR-0001-MR"));
    expect(status).toBe(200);
    expect(json).toEqual({
      status: "SUCCESS",
      data: { amazonCampaignId: campaign.campaignId, skuSettings: "NEW" },
    });

    const after = await stored();
    const sku = after.skus.find((row) => row.sku === "NOR-0001-MR");
    const metadata = campaign.productAds.find((ad) => ad.metadata.sku === "NOR-0001-MR")?.metadata;
    expect(sku).toMatchObject({
      profileId,
      asin: "B0BWJBZ7VS",
      title: metadata?.title,
      brand: "Northwind Home",
      thumbnail: metadata?.thumbnail,
      imageUrl: metadata?.imageUrl,
      priceCents: Math.round((metadata?.priceToPay?.amount ?? 0) * 100),
      currency: "USD",
      category: "Kitchen & Dining",
      maxDailyBudgetCents: 2550,
      bidMinCents: 30,
      bidMaxCents: 125,
    });
    expect(after.managed).toEqual([
      ...before.managed,
      { campaignId: campaign.campaignId, source: "MIGRATED", advertisedSkuId: sku?.id },
    ]);

    expect(await migratedList()).toContainEqual(
      expect.objectContaining({ id: campaign.campaignId, name: campaign.name }),
    );
    const found = (await search()).campaigns.find(
      (candidate) => candidate.campaignId === campaign.campaignId,
    );
    expect(found?.isAdded).toBe(true);
    expect(
      Object.fromEntries(found?.productAds.map((ad) => [ad.metadata.sku, ad.metadata.isAdded]) ?? []),
    ).toEqual(
      Object.fromEntries(
        campaign.productAds.map((ad) => [ad.metadata.sku, ad.metadata.sku === "NOR-0001-MR"]),
      ),
    );
  });

  it("refuses to migrate a campaign twice, cleanly, and changes nothing", async () => {
    const campaign = campaignNamed("SP - Auto - Core range");
    const before = await stored();
    const { status, json } = await migrate(
      payloadFor(campaign, "NOR-0003-XT", { maxDailyBudget: 99, bidMin: 1, bidMax: 2 }),
    );
    expect(status).toBe(400);
    expect(json.data).toEqual({
      code: 1005,
      field: "amazonCampaignId",
      message: "amazonCampaignId: This campaign has already been migrated",
    });
    expect(await stored()).toEqual(before);
  });

  it("lets one of two simultaneous migrations of a campaign win; the other is refused and leaves no trace", async () => {
    const campaign = campaignNamed("SP - Exact - mixing bowls");
    const answers = await Promise.all([
      migrate(payloadFor(campaign, "NOR-0002-WV", { maxDailyBudget: 1, bidMin: 0.02, bidMax: 0.03 })),
      migrate(payloadFor(campaign, "NOR-0002-WV", { maxDailyBudget: 7, bidMin: 0.5, bidMax: 0.9 })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const loser = answers.find((answer) => answer.status === 400);
    expect(loser?.json.data.message).toBe("amazonCampaignId: This campaign has already been migrated");

    const { managed, skus } = await stored();
    expect(managed.filter((row) => row.campaignId === campaign.campaignId)).toHaveLength(1);
    const sku = skus.find((row) => row.sku === "NOR-0002-WV");
    const winner = answers[0]?.status === 200 ? [100, 2, 3] : [700, 50, 90];
    expect([sku?.maxDailyBudgetCents, sku?.bidMinCents, sku?.bidMaxCents]).toEqual(winner);
  });

  it("refuses a product ad Amazon says is not eligible, naming the SKU", async () => {
    const campaign = campaigns.find(
      (candidate) =>
        !candidate.isAdded &&
        candidate.productAds.some((ad) => ad.metadata.eligibilityStatus === "INELIGIBLE"),
    );
    const ad = campaign?.productAds.find(
      (candidate) => candidate.metadata.eligibilityStatus === "INELIGIBLE",
    );
    if (!campaign || !ad) throw new Error("the demo seller shows no ineligible product ad");
    const before = await stored();
    const { status, json } = await migrate(payloadFor(campaign, ad.metadata.sku));
    expect(status).toBe(400);
    expect(json.data.code).toBe(1005);
    expect(json.data.field).toBe("sku");
    expect(json.data.message).toMatch(/^sku: This product can't be advertised on Amazon now \(.+\)$/);
    expect(await stored()).toEqual(before);
  });

  it("answers 1006 for a campaign this profile does not have on Amazon, or a product not in it", async () => {
    const campaign = campaignNamed("SP - Holiday test");
    const before = await stored();
    const unknown = await migrate({ ...payloadFor(campaign, "NOR-0006-VE"), amazonCampaignId: "123456789" });
    expect(unknown.status).toBe(404);
    expect(unknown.json.data.code).toBe(1006);

    const elsewhere = { ...payloadFor(campaign, "NOR-0006-VE"), sku: "NOR-0001-MR", asin: "B0BWJBZ7VS" };
    const notInIt = await migrate(elsewhere);
    expect(notInIt.status).toBe(404);
    expect(notInIt.json.data).toMatchObject({
      code: 1006,
      message: "This product is not advertised in this campaign on Amazon.",
    });
    expect(await stored()).toEqual(before);
  });

  it("answers 1003 for another seller's profile and stores nothing", async () => {
    const campaign = campaignNamed("SP - Holiday test");
    const stranger = await signedInUser("stranger");
    const before = await stored();
    const { status, json } = await migrate(payloadFor(campaign, "NOR-0006-VE"), stranger.cookie);
    expect(status).toBe(404);
    expect(json.data.code).toBe(1003);
    expect(await stored()).toEqual(before);
  });

  it("answers 1002 once the ad limit is reached and stores nothing", async () => {
    const campaign = campaignNamed("SP - Holiday test");
    const before = await stored();
    await env.DB.prepare("update users set is_ad_limit_reached = 1 where id = ?").bind(user.id).run();
    try {
      const { status, json } = await migrate(payloadFor(campaign, "NOR-0006-VE"));
      expect(status).toBe(403);
      expect(json.data.code).toBe(1002);
    } finally {
      await env.DB.prepare("update users set is_ad_limit_reached = 0 where id = ?").bind(user.id).run();
    }
    expect(await stored()).toEqual(before);
    expect(
      (await search()).campaigns.find((found) => found.campaignId === campaign.campaignId)?.isAdded,
    ).toBe(false);
  });

  it("answers 1004 when the account's authorisation was revoked", async () => {
    const campaign = campaignNamed("SP - Holiday test");
    await env.DB.prepare("update amazon_accounts set state = 'INVALID' where token_id = ?")
      .bind(tokenId)
      .run();
    try {
      const { status, json } = await migrate(payloadFor(campaign, "NOR-0006-VE"));
      expect(status).toBe(409);
      expect(json.data.code).toBe(1004);
    } finally {
      await env.DB.prepare("update amazon_accounts set state = 'VALID' where token_id = ?")
        .bind(tokenId)
        .run();
    }
  });
});
