/**
 * The ad limit for real (issue 18 item 5; document 000 §4, 001 §9): this month's spend over all the
 * seller's profiles, in US dollars, against the plan's cap; recomputed after a sync, a plan change
 * and a disconnect; 1002 on a campaign change follows it.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { createDatabase } from "../../../worker/db/client";
import { refreshAdLimit } from "../../../worker/services/billing/ad-limit";
import { signedInUser } from "../support/accounts";
import { connectSeller } from "../support/amazon";
import { call } from "../support/http";
import { figures, marketplaceDay, seedCampaign, seedMetrics, seedProfile } from "../support/seed-ads";
import { buyPlan, switchPlan } from "../support/stripe";
import { profilesOf, settledSyncs } from "../support/sync";

const LA = "America/Los_Angeles";
const LONDON = "Europe/London";
const UK = { countryCode: "UK", currencyCode: "GBP" };

type Seller = Awaited<ReturnType<typeof signedInUser>>;

const usersAnswer = async (seller: Seller) => (await call("/api/users", { cookie: seller.cookie })).json.data;
const refreshNow = async (seller: Seller) =>
  refreshAdLimit(createDatabase(env.DB), seller.id, await marketplaceNow(env));
/** Spend on the profile's marketplace date today, as one more campaign's row (the stores refreshed as the sync does). */
let rows = 0;
async function spend(profileId: number, timezone: string, costCents: number) {
  rows += 1;
  await seedMetrics(
    profileId,
    `spend-${rows}`,
    await marketplaceDay(0, timezone),
    figures(1000, 100, costCents, 0, 0),
  );
}
/**
 * A campaign change with a budget under $1: the 1002 guard answers before the validators, so 1005
 * (budget) says the guard let it through, with no call to Amazon.
 */
const changeBudget = async (seller: Seller, profileId: number) => {
  const { status, json } = await call(`/api/campaigns/${profileId}/limited`, {
    method: "PUT",
    body: { budget: 0.99 },
    cookie: seller.cookie,
  });
  return { status, code: json.data.code };
};
const PASSED = { status: 400, code: 1005 };

describe("the ad limit from seeded spend in two currencies", () => {
  let seller: Seller;
  let customer: string;
  let us: number;
  let uk: number;

  beforeAll(async () => {
    seller = await signedInUser("ad-limit");
    ({ customer } = await buyPlan(seller.cookie, "START_UP"));
    us = await seedProfile(seller.id, LA);
    uk = await seedProfile(seller.id, LONDON, UK);
    await seedCampaign(us, { campaignId: "limited", name: "Limited" });
  });

  it("under START_UP's $10,000: $6,000 in the US and £3,000 in the UK are $9,780.87", async () => {
    await spend(us, LA, 600_000);
    await spend(uk, LONDON, 300_000);
    expect(await refreshNow(seller)).toEqual({ plan: "START_UP", spendUsdCents: 978_087, reached: false });
    expect(await usersAnswer(seller)).toMatchObject({ tariffPlan: "START_UP", isAdLimitReached: false });
    expect(await changeBudget(seller, us)).toEqual(PASSED);
  });

  it("over it with £200 more ($10,032.93): /users says so and a campaign change answers 403/1002", async () => {
    await spend(uk, LONDON, 20_000);
    expect(await refreshNow(seller)).toEqual({ plan: "START_UP", spendUsdCents: 1_003_293, reached: true });
    expect((await usersAnswer(seller)).isAdLimitReached).toBe(true);
    const change = await call(`/api/campaigns/${us}/limited`, {
      method: "PUT",
      body: { state: "PAUSED" },
      cookie: seller.cookie,
    });
    expect(change.status).toBe(403);
    expect(change.json.data).toEqual({
      code: 1002,
      message: "Your ad spend has reached your plan's monthly limit. Upgrade your plan to make changes.",
    });
    expect(await changeBudget(seller, us)).toEqual({ status: 403, code: 1002 });
  });

  it("clears when the month turns: the first of next month starts from nothing", async () => {
    const today = await marketplaceDay(0, LA);
    const [year, month] = today.split("-").map(Number) as [number, number];
    const nextMonth = new Date(Date.UTC(year, month, 1, 12));
    const turned = await refreshAdLimit(createDatabase(env.DB), seller.id, nextMonth);
    expect(turned).toEqual({ plan: "START_UP", spendUsdCents: 0, reached: false });
    expect((await usersAnswer(seller)).isAdLimitReached).toBe(false);
    expect(await changeBudget(seller, us)).toEqual(PASSED);
    // Back to this month (the next sync's recompute would do the same).
    expect((await refreshNow(seller))?.reached).toBe(true);
  });

  it("clears when the plan is upgraded to SCALE_UP ($50,000), through Stripe's webhook", async () => {
    expect((await usersAnswer(seller)).isAdLimitReached).toBe(true);
    await switchPlan(seller.cookie, customer, "SCALE_UP");
    expect(await usersAnswer(seller)).toMatchObject({ tariffPlan: "SCALE_UP", isAdLimitReached: false });
    expect(await changeBudget(seller, us)).toEqual(PASSED);
  });

  it("is recomputed when an account is disconnected: its spend no longer counts", async () => {
    await switchPlan(seller.cookie, customer, "START_UP");
    expect((await usersAnswer(seller)).isAdLimitReached).toBe(true);
    const account = await env.DB.prepare("select token_id from amazon_profiles where id = ?")
      .bind(uk)
      .first<{ token_id: number }>();
    const disconnected = await call(`/api/users/connected-amazon-accounts/${account?.token_id}`, {
      method: "DELETE",
      cookie: seller.cookie,
    });
    expect(disconnected.status).toBe(200);
    expect((await usersAnswer(seller)).isAdLimitReached).toBe(false);
    expect((await refreshNow(seller))?.spendUsdCents).toBe(600_000);
  });

  it("has no cap in the trial (no plan), whatever the spend", async () => {
    const trial = await signedInUser("ad-limit-trial");
    await spend(await seedProfile(trial.id, LA), LA, 50_000_000);
    expect(await refreshNow(trial)).toEqual({ plan: null, spendUsdCents: 50_000_000, reached: false });
    expect((await usersAnswer(trial)).isAdLimitReached).toBe(false);
  });
});

describe("the ad limit after a sync", () => {
  it("is recomputed once the sync's reports are stored, before the sync reads SUCCEEDED", async () => {
    const seller = await signedInUser("ad-limit-sync");
    await buyPlan(seller.cookie, "START_UP");
    // $10,000 already spent this month on another account: nothing has recomputed the limit yet.
    await spend(await seedProfile(seller.id, LA), LA, 1_000_000);
    expect((await usersAnswer(seller)).isAdLimitReached).toBe(false);
    // Connecting the sandbox's demo seller syncs its four profiles through the queue.
    const profiles = await profilesOf(await connectSeller(seller.cookie));
    // Recomputed before each sync reads SUCCEEDED: whoever sees the sync done sees the limit.
    expect(await settledSyncs(profiles.map(({ id }) => id))).toEqual([
      "SUCCEEDED",
      "SUCCEEDED",
      "SUCCEEDED",
      "SUCCEEDED",
    ]);
    expect((await usersAnswer(seller)).isAdLimitReached).toBe(true);
  });
});
