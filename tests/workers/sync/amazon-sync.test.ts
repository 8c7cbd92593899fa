import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createReport, downloadReport, getReport } from "../../../worker/amazon/reports";
import { listAll } from "../../../worker/amazon/sp-entities";
import { signedInUser } from "../support/accounts";
import { connectSeller, sandboxControl } from "../support/amazon";
import { call } from "../support/http";
import { markMigrated } from "../support/seed-ads";
import { adsClientOf, metricSnapshot, profilesOf, runSync, settledSyncs } from "../support/sync";

async function connectedUsProfile(sellerEmail?: string) {
  const user = await signedInUser();
  const tokenId = await connectSeller(user.cookie, sellerEmail);
  const profiles = await profilesOf(tokenId);
  expect(await settledSyncs(profiles.map((profile) => profile.id))).toEqual(profiles.map(() => "SUCCEEDED"));
  const us = profiles.find((profile) => profile.countryCode === "US");
  if (!us) throw new Error("no US profile");
  return { user, tokenId, us };
}

/**
 * The demo seller connected once for the tests that keep it connected: each connection imports 60 days
 * of its four profiles, which cost most of the file when every test made its own. The test that moves
 * the clock comes last of them.
 */
let demo: Awaited<ReturnType<typeof connectedUsProfile>>;
beforeAll(async () => {
  demo = await connectedUsProfile();
});

describe("the sync", () => {
  it("runs on connect for every profile, and its figures equal the marketplace's own report", async () => {
    const { user, tokenId, us } = demo;
    const status = await call("/api/sync/status", { cookie: user.cookie });
    expect(status.json.data).toHaveLength(4);
    expect(status.json.data[0]).toMatchObject({ state: "SUCCEEDED", progress: 100, lastError: null });

    const { daily } = await metricSnapshot(us.id);
    const campaignRows = daily.filter((row) => row.grain === "CAMPAIGN_PLACEMENT");
    expect(campaignRows.length).toBeGreaterThan(0);
    const dates = campaignRows.map((row) => String(row.date)).sort();
    const [first, last] = [dates[0] as string, dates.at(-1) as string];

    const client = await adsClientOf(tokenId);
    const reportId = await createReport(client, us.amazonProfileId, {
      name: "check",
      startDate: first,
      endDate: last,
      reportTypeId: "spCampaigns",
      groupBy: ["campaign"],
      columns: ["campaignId", "impressions", "clicks", "cost", "sales7d"],
      timeUnit: "SUMMARY",
    });
    let job = await getReport(client, us.amazonProfileId, reportId);
    while (job.status !== "COMPLETED") job = await getReport(client, us.amazonProfileId, reportId);
    const summary = await downloadReport<{
      impressions: number;
      clicks: number;
      cost: number;
      sales7d: number;
    }>(job.url as string);
    const sum = (rows: Record<string, unknown>[], field: string) =>
      rows.reduce((total, row) => total + Number(row[field]), 0);
    expect(sum(campaignRows, "impressions")).toBe(sum(summary, "impressions"));
    expect(sum(campaignRows, "clicks")).toBe(sum(summary, "clicks"));
    expect(
      Math.abs(sum(campaignRows, "cost_cents") - Math.round(sum(summary, "cost") * 100)),
    ).toBeLessThanOrEqual(campaignRows.length);
  });

  it("keeps each negative's creation time as Amazon lists it (the campaign page's Created column)", async () => {
    const { user, tokenId, us } = demo;
    const client = await adsClientOf(tokenId);
    type Negative = { keywordId: string; campaignId: string; extendedData: { creationDateTime: string } };
    const amazon = await listAll<Negative>(client, us.amazonProfileId, "negativeKeywords", {
      includeExtendedDataFields: true,
    });
    expect(amazon.length).toBeGreaterThan(0);
    const { results } = await env.DB.prepare(
      "select keyword_id as id, created_at as createdAt from sp_keywords where profile_id = ? and kind = 'NEGATIVE'",
    )
      .bind(us.id)
      .all<{ id: string; createdAt: string }>();
    const stored = new Map(results.map((row) => [row.id, row.createdAt]));
    for (const negative of amazon) {
      expect(stored.get(negative.keywordId)).toBe(negative.extendedData.creationDateTime);
    }
    const [first] = amazon as [Negative];
    await markMigrated(us.id, first.campaignId);
    const { json } = await call(`/api/campaigns/${us.id}/${first.campaignId}/targets/negative`, {
      cookie: user.cookie,
    });
    expect(json.data.negativeKeywordTargets).toContainEqual(
      expect.objectContaining({ id: first.keywordId, createdAt: first.extendedData.creationDateTime }),
    );
  });

  it("changes nothing when the same hour runs again", async () => {
    const { us } = demo;
    const before = await metricSnapshot(us.id);
    const outcome = await runSync(us.id);
    expect(outcome.metricRows).toBeGreaterThan(0);
    expect(await metricSnapshot(us.id)).toEqual(before);
  });

  it("completes with identical rows while 20 % of calls fail with 429 or 5xx", async () => {
    const { us } = demo;
    const clean = await metricSnapshot(us.id);
    await sandboxControl("/_sandbox/faults", {
      rateLimitRate: 0.1,
      serverErrorRate: 0.1,
      retryAfterSeconds: 0,
      seed: 7,
    });
    try {
      await runSync(us.id);
    } finally {
      await fetch(`${env.SANDBOX_URL}/_sandbox/faults`, { method: "DELETE" });
    }
    expect(await metricSnapshot(us.id)).toEqual(clean);
  });

  it("replaces restated days instead of duplicating them", async () => {
    const { us } = demo;
    const before = await metricSnapshot(us.id);
    await sandboxControl("/_sandbox/clock/advance", { duration: "1d" });
    await runSync(us.id);
    const after = await metricSnapshot(us.id);
    const keyOf = (row: Record<string, unknown>) =>
      `${row.grain}|${row.entity_id}|${row.date}|${row.placement}`;
    expect(new Set(after.daily.map(keyOf)).size).toBe(after.daily.length);
    const salesBefore = new Map(before.daily.map((row) => [keyOf(row), Number(row.sales_cents)]));
    const grew = after.daily.filter(
      (row) => Number(row.sales_cents) > (salesBefore.get(keyOf(row)) ?? Number.POSITIVE_INFINITY),
    );
    expect(grew.length).toBeGreaterThan(0);
  });

  it("marks the account INVALID when the seller revoked the grant", async () => {
    const { user, tokenId, us } = await connectedUsProfile("alder-finch@example.com");
    await sandboxControl("/_sandbox/grants/revoke", { email: "alder-finch@example.com" });
    await expect(runSync(us.id)).rejects.toThrow(/no longer accepts/);
    const { json } = await call("/api/amazon/profiles", { cookie: user.cookie });
    expect(json.data.find((account: { tokenId: number }) => account.tokenId === tokenId).state).toBe(
      "INVALID",
    );
    expect(await runSync(us.id)).toMatchObject({ skipped: "account INVALID" });
  });
});
