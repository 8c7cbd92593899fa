import { beforeAll, describe, expect, it } from "vitest";
import { type ProfileJson, profiles, sp } from "./support/ads";
import { connect } from "./support/lwa";
import { createReport, downloadRows, pollReport, reportBody } from "./support/reports";
import { sandboxFetch } from "./support/sandbox";

let token: string;
let us: ProfileJson;

const control = (path: string, body: unknown) =>
  sandboxFetch(`/_sandbox/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

async function created(kind: string, key: string, items: unknown[], idField: string) {
  const response = await sp(kind, { token, scope: us.profileId, body: { [key]: items } });
  const body = (await response.json()) as Record<string, { success: Record<string, string>[] }>;
  const id = body[key]?.success[0]?.[idField];
  if (!id) throw new Error(`${kind} not created: ${JSON.stringify(body)}`);
  return id;
}

async function listed(kind: string, key: string, filter: Record<string, unknown>) {
  const response = await sp(`${kind}/list`, { token, scope: us.profileId, body: filter });
  expect(response.status).toBe(200);
  return ((await response.json()) as Record<string, unknown[]>)[key] ?? [];
}

/** The spCampaigns rows of `date` (DAILY, by campaign and placement). */
async function campaignRows(date: string) {
  const body = reportBody(
    {
      reportTypeId: "spCampaigns",
      groupBy: ["campaign", "campaignPlacement"],
      columns: ["date", "campaignId", "placementClassification", "impressions", "clicks"],
      timeUnit: "DAILY",
    },
    date,
    date,
  );
  const report = (await (await createReport({ token, scope: us.profileId, body })).json()) as {
    reportId: string;
  };
  const done = await pollReport(report.reportId, { token, scope: us.profileId });
  return (await downloadRows(done.url ?? "")).rows;
}

beforeAll(async () => {
  token = (await connect()).access_token;
  const list = await profiles(token);
  us = list.find((profile) => profile.countryCode === "US") ?? (list[0] as ProfileJson);
});

describe("POST /_sandbox/entities/remove (sandbox-only)", () => {
  it("removes entities for good, a campaign with everything under it: no listing answers them again", async () => {
    const campaignId = await created(
      "campaigns",
      "campaigns",
      [
        {
          name: `removed ${Date.now()}`,
          targetingType: "MANUAL",
          state: "ENABLED",
          budget: { budgetType: "DAILY", budget: 10 },
        },
      ],
      "campaignId",
    );
    const adGroupId = await created(
      "adGroups",
      "adGroups",
      [{ campaignId, name: "group", state: "ENABLED", defaultBid: 0.5 }],
      "adGroupId",
    );
    await created(
      "keywords",
      "keywords",
      [
        {
          campaignId,
          adGroupId,
          keywordText: "removed keyword",
          matchType: "EXACT",
          state: "ENABLED",
          bid: 0.4,
        },
      ],
      "keywordId",
    );
    const response = await control("entities/remove", {
      profileId: us.profileId,
      kind: "campaigns",
      ids: [campaignId],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ removed: 3 });
    for (const [kind, key] of [
      ["campaigns", "campaigns"],
      ["adGroups", "adGroups"],
      ["keywords", "keywords"],
    ] as const) {
      expect(await listed(kind, key, { campaignIdFilter: { include: [campaignId] } })).toEqual([]);
    }
  });

  it("refuses a malformed request (400) and an unknown profile (404)", async () => {
    const send = async (body: unknown) => (await control("entities/remove", body)).status;
    expect(await send({ profileId: us.profileId, kind: "portfolios", ids: ["1"] })).toBe(400);
    expect(await send({ profileId: us.profileId, kind: "campaigns", ids: [] })).toBe(400);
    expect(await send({ profileId: us.profileId, kind: "campaigns", ids: [1] })).toBe(400);
    expect(await send({ profileId: 1, kind: "campaigns", ids: ["1"] })).toBe(404);
  });
});

describe("POST /_sandbox/restate-away (sandbox-only)", () => {
  it("removes one campaign's figures of one day: reports pulled afterwards no longer answer them", async () => {
    const clock = (await (await sandboxFetch("/_sandbox/clock")).json()) as { now: string };
    const date = new Date(Date.parse(clock.now) - 3 * 86_400_000).toISOString().slice(0, 10);
    const before = await campaignRows(date);
    const campaignId = String(before.find((row) => Number(row.impressions) > 0)?.campaignId ?? "");
    expect(campaignId).not.toBe("");

    const response = await control("restate-away", { profileId: us.profileId, date, campaignId });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { removed: number }).removed).toBeGreaterThan(0);

    const after = await campaignRows(date);
    expect(after.filter((row) => String(row.campaignId) === campaignId)).toEqual([]);
    expect(after).toEqual(before.filter((row) => String(row.campaignId) !== campaignId));
  });

  it("refuses a malformed request (400) and an unknown profile (404)", async () => {
    const send = async (body: unknown) => (await control("restate-away", body)).status;
    expect(await send({ profileId: us.profileId, date: "yesterday" })).toBe(400);
    expect(await send({ profileId: us.profileId, date: "2026-11-01", campaignId: 7 })).toBe(400);
    expect(await send({ profileId: 1, date: "2026-11-01" })).toBe(404);
  });
});
