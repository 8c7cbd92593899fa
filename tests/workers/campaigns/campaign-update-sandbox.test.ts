import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAll, mutate } from "../../../worker/amazon/sp-entities";
import { DAILY_BUDGET_MAX_MESSAGE } from "../../../worker/contracts/amazon-limits";
import { signedInUser } from "../support/accounts";
import { sandboxControl } from "../support/amazon";
import { call } from "../support/http";
import { markMigrated } from "../support/seed-ads";
import { adsClientOf, connectedUsProfile } from "../support/sync";

type AmazonCampaign = {
  state: string;
  budget: { budget: number };
  dynamicBidding: { strategy: string; placementBidding: { placement: string; percentage: number }[] };
};

let user: Awaited<ReturnType<typeof signedInUser>>;
let tokenId: number;
let us: { id: number; amazonProfileId: string };
let campaignId: string;
let original: AmazonCampaign;

const put = (body: unknown) =>
  call(`/api/campaigns/${us.id}/${campaignId}`, { method: "PUT", body, cookie: user.cookie });

/** The campaign as Amazon (the sandbox) holds it, read through the Ads API. */
async function onAmazon() {
  const client = await adsClientOf(tokenId);
  const [campaign] = await listAll<AmazonCampaign>(client, us.amazonProfileId, "campaigns", {
    campaignIdFilter: { include: [campaignId] },
  });
  if (!campaign) throw new Error("campaign gone from the sandbox");
  return campaign;
}

const stored = () =>
  env.DB.prepare(
    "select state, budget_cents as budgetCents, bidding_strategy as strategy, placement_bidding as placements from sp_campaigns where profile_id = ? and campaign_id = ?",
  )
    .bind(us.id, campaignId)
    .first<{ state: string; budgetCents: number; strategy: string; placements: string }>();

beforeAll(async () => {
  user = await signedInUser("sandbox");
  ({ tokenId, us } = await connectedUsProfile(user.cookie));
  const row = await env.DB.prepare(
    "select campaign_id as campaignId from sp_campaigns where profile_id = ? and state = 'ENABLED' order by campaign_id limit 1",
  )
    .bind(us.id)
    .first<{ campaignId: string }>();
  if (!row) throw new Error("no enabled US campaign");
  campaignId = row.campaignId;
  await markMigrated(us.id, campaignId);
  original = await onAmazon();
}, 90_000);

afterAll(async () => {
  await fetch(`${env.SANDBOX_URL}/_sandbox/faults`, { method: "DELETE" });
  // Other test files use the same demo seller: give the campaign back as it was.
  await mutate(await adsClientOf(tokenId), us.amazonProfileId, "campaigns", "update", [
    { campaignId, state: original.state, budget: original.budget, dynamicBidding: original.dynamicBidding },
  ]);
});

describe("PUT /api/campaigns/{profileId}/{campaignId} against the sandbox", () => {
  it("pauses the campaign on Amazon and records it", async () => {
    const { status, json } = await put({ state: "PAUSED" });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ id: campaignId, state: "PAUSED" });
    expect((await onAmazon()).state).toBe("PAUSED");
    expect((await stored())?.state).toBe("PAUSED");
  });

  it("holds the automation off the campaign for 72 hours after the seller's edit", async () => {
    const hold = await env.DB.prepare(
      "select until from automation_holds where profile_id = ? and entity_id = ?",
    )
      .bind(us.id, campaignId)
      .first<{ until: number }>();
    expect(hold).not.toBeNull();
    // 72 hours of the marketplace's time (the sandbox's clock here), which the job compares holds with.
    const clock = await (await fetch(`${env.SANDBOX_URL}/_sandbox/clock`)).json<{ now: string }>();
    expect(hold?.until).toBe(Date.parse(clock.now) + 72 * 3_600_000);
  });

  it("enables it again and changes its daily budget on Amazon", async () => {
    const budget = Math.round((original.budget.budget + 1.23) * 100) / 100;
    const { status, json } = await put({ state: "ENABLED", budget });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ state: "ENABLED", budget: { budget } });
    const amazon = await onAmazon();
    expect(amazon.state).toBe("ENABLED");
    expect(amazon.budget.budget).toBe(budget);
    expect((await stored())?.budgetCents).toBe(Math.round(budget * 100));
  });

  it("changes the top-of-search adjustment and the strategy, keeping the product-page one", async () => {
    const productPage = original.dynamicBidding.placementBidding.find(
      (bid) => bid.placement === "PLACEMENT_PRODUCT_PAGE",
    );
    const { status, json } = await put({
      dynamicBidding: {
        strategy: "AUTO_FOR_SALES",
        placementBidding: [{ placement: "PLACEMENT_TOP", percentage: 120 }],
      },
    });
    expect(status).toBe(200);
    expect(json.data.dynamicBidding.strategy).toBe("AUTO_FOR_SALES");
    const amazon = await onAmazon();
    expect(amazon.dynamicBidding.strategy).toBe("AUTO_FOR_SALES");
    expect(amazon.dynamicBidding.placementBidding).toContainEqual({
      placement: "PLACEMENT_TOP",
      percentage: 120,
    });
    if (productPage) expect(amazon.dynamicBidding.placementBidding).toContainEqual(productPage);
    expect(JSON.parse((await stored())?.placements ?? "[]")).toEqual(amazon.dynamicBidding.placementBidding);
  });

  it("answers 502/1008 with Amazon's message when Amazon refuses the item, and records nothing", async () => {
    const before = await stored();
    await sandboxControl("/_sandbox/faults", { throttledItemRate: 1 });
    try {
      const { status, json } = await put({ state: "PAUSED" });
      expect(status).toBe(502);
      expect(json.data.code).toBe(1008);
      expect(json.data.message).toMatch(/^Amazon refused the change: .+/);
    } finally {
      await fetch(`${env.SANDBOX_URL}/_sandbox/faults`, { method: "DELETE" });
    }
    expect(await stored()).toEqual(before);
    expect((await onAmazon()).state).toBe("ENABLED");
  });

  it("refuses a budget over Amazon's maximum itself (400/1005 naming budget), before asking Amazon", async () => {
    const before = await stored();
    const { status, json } = await put({ budget: 99_999_999 });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({
      code: 1005,
      field: "budget",
      message: `budget: ${DAILY_BUDGET_MAX_MESSAGE}`,
    });
    expect(await stored()).toEqual(before);
    expect((await onAmazon()).budget.budget).not.toBe(99_999_999);
  });
});
