/**
 * The sandbox end to end, as a client would use it (issue 3's walk-through): consent → tokens →
 * profiles → a new campaign with an ad group, a product ad and keywords → seven simulated days →
 * reports whose figures hang together the way the model says they must.
 */
import { describe, expect, it } from "vitest";
import { profiles, sp } from "./support/ads";
import { catalog } from "./support/catalog";
import { connect, tokenRequest } from "./support/lwa";
import { createReport, downloadRows, pollReport, reportBody } from "./support/reports";
import { advanceClock, sandboxFetch } from "./support/sandbox";

const created = async (response: Response, key: string, id: string) => {
  expect(response.status).toBe(207);
  const body = (await response.json()) as Record<
    string,
    { success: Record<string, string>[]; error: unknown[] }
  >;
  expect(body[key]?.error).toEqual([]);
  return (body[key]?.success ?? []).map((item) => item[id] as string);
};

const sum = (rows: Record<string, unknown>[], field: string) =>
  rows.reduce((total, row) => total + Number(row[field] ?? 0), 0);

describe("a week in the sandbox marketplace", () => {
  it("serves a new campaign, and its reports agree with each other and with its bids and budget", async () => {
    const tokens = await connect("demo-seller@example.com");
    const us = (await profiles(tokens.access_token)).find((profile) => profile.countryCode === "US");
    if (!us) throw new Error("the demo seller has no US profile");
    const call = { token: tokens.access_token, scope: us.profileId };

    const product = (await catalog(call)).find(
      (item) => item.eligibilityStatus === "ELIGIBLE" && item.availability === "IN_STOCK",
    );
    if (!product) throw new Error("no eligible product");
    const clock = (await (await sandboxFetch("/_sandbox/clock")).json()) as { now: string };
    const today = clock.now.slice(0, 10);

    const [campaignId] = await created(
      await sp("campaigns", {
        ...call,
        body: {
          campaigns: [
            {
              name: "Walk-through",
              targetingType: "MANUAL",
              state: "ENABLED",
              budget: { budget: 40, budgetType: "DAILY" },
              startDate: today,
            },
          ],
        },
      }),
      "campaigns",
      "campaignId",
    );
    const [adGroupId] = await created(
      await sp("adGroups", {
        ...call,
        body: { adGroups: [{ campaignId, name: "Main", state: "ENABLED", defaultBid: 1 }] },
      }),
      "adGroups",
      "adGroupId",
    );
    await created(
      await sp("productAds", {
        ...call,
        body: { productAds: [{ campaignId, adGroupId, sku: product.sku, state: "ENABLED" }] },
      }),
      "productAds",
      "adId",
    );
    const words = product.title
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length > 3);
    const keywordTexts = [words.slice(0, 2).join(" "), words.slice(-2).join(" "), words[0] ?? "kitchen"];
    const keywordIds = await created(
      await sp("keywords", {
        ...call,
        body: {
          keywords: keywordTexts.map((keywordText) => ({
            campaignId,
            adGroupId,
            keywordText,
            matchType: "BROAD",
            state: "ENABLED",
            bid: 1.5,
          })),
        },
      }),
      "keywords",
      "keywordId",
    );

    await advanceClock("7d");
    // A week later the hour-long access token is long dead: refresh it, as the product's client does.
    const refreshed = (await (
      await tokenRequest({ grant_type: "refresh_token", refresh_token: tokens.refresh_token })
    ).json()) as { access_token: string };
    call.token = refreshed.access_token;
    const after = (await (await sandboxFetch("/_sandbox/clock")).json()) as { now: string };
    const endDate = after.now.slice(0, 10);
    const filters = [{ field: "campaignId", values: [campaignId] }];
    const report = async (configuration: Parameters<typeof reportBody>[0]) => {
      const response = await createReport({
        ...call,
        body: reportBody(configuration, today, endDate, { filters }),
      });
      expect(response.status).toBe(200);
      const { reportId } = (await response.json()) as { reportId: string };
      const done = await pollReport(reportId, call);
      expect(done.status).toBe("COMPLETED");
      return (await downloadRows(done.url as string)).rows;
    };

    const figures = ["impressions", "clicks", "cost", "purchases7d", "sales7d"];
    const daily = await report({
      reportTypeId: "spCampaigns",
      groupBy: ["campaign"],
      columns: ["date", "campaignId", ...figures],
      timeUnit: "DAILY",
    });
    const byKeyword = await report({
      reportTypeId: "spTargeting",
      groupBy: ["targeting"],
      columns: ["keywordId", ...figures],
      timeUnit: "SUMMARY",
    });

    expect(daily.length).toBeGreaterThan(0);
    for (const row of daily) {
      expect(row.campaignId).toBe(campaignId);
      expect(Number(row.clicks)).toBeLessThanOrEqual(Number(row.impressions));
      expect(Number(row.cost)).toBeLessThanOrEqual(40.01);
      expect(Number(row.cost)).toBeLessThanOrEqual(Number(row.clicks) * 1.5 + 0.01);
    }
    const impressions = sum(daily, "impressions");
    expect(impressions).toBeGreaterThan(0);
    expect(sum(daily, "clicks")).toBeGreaterThan(0);
    expect(sum(daily, "cost")).toBeGreaterThan(0);
    expect(sum(daily, "purchases7d")).toBeLessThanOrEqual(sum(daily, "clicks"));

    for (const row of byKeyword) expect(keywordIds).toContain(String(row.keywordId));
    expect(sum(byKeyword, "impressions")).toBe(impressions);
    expect(sum(byKeyword, "clicks")).toBe(sum(daily, "clicks"));
    expect(Math.abs(sum(byKeyword, "cost") - sum(daily, "cost"))).toBeLessThan(0.05);
    expect(Math.abs(sum(byKeyword, "sales7d") - sum(daily, "sales7d"))).toBeLessThan(0.05);
  });
});
