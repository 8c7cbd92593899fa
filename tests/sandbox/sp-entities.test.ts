import { beforeAll, describe, expect, it } from "vitest";
import { profiles, sp } from "./support/ads";
import { connect } from "./support/lwa";

type Batch = {
  success: Record<string, unknown>[];
  error: { index: number; errors: { errorType: string }[] }[];
};
let call: { token: string; scope: number };

beforeAll(async () => {
  const tokens = await connect();
  const us = (await profiles(tokens.access_token)).find((p) => p.countryCode === "US");
  call = { token: tokens.access_token, scope: us?.profileId ?? 0 };
});

const campaign = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  targetingType: "MANUAL",
  state: "ENABLED",
  budget: { budgetType: "DAILY", budget: 25 },
  ...extra,
});

async function batch(response: Response, key: string): Promise<Batch> {
  expect(response.status).toBe(207);
  return ((await response.json()) as Record<string, Batch>)[key] as Batch;
}

async function listAll(kind: string, key: string, body: Record<string, unknown>) {
  const seen: Record<string, unknown>[] = [];
  let nextToken: string | undefined;
  let total = 0;
  do {
    const response = await sp(`${kind}/list`, {
      ...call,
      body: { ...body, ...(nextToken ? { nextToken } : {}) },
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as Record<string, unknown> & {
      nextToken?: string;
      totalResults: number;
    };
    seen.push(...(page[key] as Record<string, unknown>[]));
    nextToken = page.nextToken;
    total = page.totalResults;
  } while (nextToken);
  return { seen, total };
}

describe("SP v3 create, update, delete", () => {
  it("creates item by item: 207 with ids for successes and typed errors for failures", async () => {
    const body = {
      campaigns: [
        campaign("Sandbox A"),
        campaign("Sandbox bad", { budget: { budgetType: "DAILY", budget: 0 } }),
      ],
    };
    const result = await batch(await sp("campaigns", { ...call, body }), "campaigns");
    expect(result.success).toHaveLength(1);
    expect(result.success[0]).toMatchObject({ index: 0, campaignId: expect.any(String) });
    expect(result.success[0]).not.toHaveProperty("campaign");
    expect(result.error).toEqual([
      { index: 1, errors: [expect.objectContaining({ errorType: expect.any(String) })] },
    ]);
  });

  it("returns whole objects with Prefer: return=representation", async () => {
    const response = await sp("campaigns", {
      ...call,
      body: { campaigns: [campaign("Sandbox B")] },
      headers: { Prefer: "return=representation" },
    });
    const [created] = (await batch(response, "campaigns")).success;
    expect(created?.campaign).toMatchObject({ name: "Sandbox B", state: "ENABLED", budget: { budget: 25 } });
  });

  it("updates and archives by id; archived entities read back ARCHIVED", async () => {
    const made = await batch(
      await sp("campaigns", { ...call, body: { campaigns: [campaign("Sandbox C")] } }),
      "campaigns",
    );
    const campaignId = String(made.success[0]?.campaignId);
    const paused = await sp("campaigns", {
      ...call,
      method: "PUT",
      body: { campaigns: [{ campaignId, state: "PAUSED" }] },
    });
    expect((await batch(paused, "campaigns")).success[0]).toMatchObject({ index: 0, campaignId });
    const gone = await sp("campaigns/delete", {
      ...call,
      body: { campaignIdFilter: { include: [campaignId, "404"] } },
    });
    const archived = await batch(gone, "campaigns");
    expect(archived.success.map((s) => s.index)).toEqual([0]);
    expect(archived.error.map((e) => e.index)).toEqual([1]);
    const { seen } = await listAll("campaigns", "campaigns", { campaignIdFilter: { include: [campaignId] } });
    expect(seen).toEqual([expect.objectContaining({ campaignId, state: "ARCHIVED" })]);
  });

  it("refuses more than 1000 items with 400 INVALID_ARGUMENT and changes nothing", async () => {
    const before = (await listAll("campaigns", "campaigns", {})).total;
    const many = Array.from({ length: 1001 }, (_, i) => campaign(`Bulk ${i}`));
    const response = await sp("campaigns", { ...call, body: { campaigns: many } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("INVALID_ARGUMENT");
    expect((await listAll("campaigns", "campaigns", {})).total).toBe(before);
  });

  it("400 when the body key is missing", async () => {
    const response = await sp("keywords", { ...call, body: { campaigns: [] } });
    expect(response.status).toBe(400);
  });
});

describe("SP v3 list", () => {
  it("pages with nextToken to the end: every entity once, totalResults exact", async () => {
    const { seen, total } = await listAll("keywords", "keywords", { maxResults: 7 });
    expect(total).toBeGreaterThan(7);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((k) => k.keywordId)).size).toBe(total);
  });

  it("applies filters and extended data", async () => {
    const { seen } = await listAll("campaigns", "campaigns", {
      stateFilter: { include: ["PAUSED"] },
      includeExtendedDataFields: true,
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((c) => c.state === "PAUSED")).toBe(true);
    expect(seen[0]?.extendedData).toMatchObject({ servingStatus: expect.any(String) });
    const named = await listAll("campaigns", "campaigns", {
      nameFilter: { queryTermMatchType: "EXACT_MATCH", include: ["Sandbox A"] },
    });
    expect(named.seen.map((c) => c.name)).toEqual(["Sandbox A"]);
  });

  it("400 for a nextToken of another query", async () => {
    const first = await sp("keywords/list", { ...call, body: { maxResults: 2 } });
    const { nextToken } = (await first.json()) as { nextToken: string };
    const crossed = await sp("keywords/list", {
      ...call,
      body: { maxResults: 2, nextToken, stateFilter: { include: ["PAUSED"] } },
    });
    expect(crossed.status).toBe(400);
  });

  it.each([
    ["campaigns", "campaigns"],
    ["adGroups", "adGroups"],
    ["productAds", "productAds"],
    ["keywords", "keywords"],
    ["negativeKeywords", "negativeKeywords"],
    ["campaignNegativeKeywords", "campaignNegativeKeywords"],
    ["targets", "targetingClauses"],
    ["negativeTargets", "negativeTargetingClauses"],
    ["campaignNegativeTargets", "campaignNegativeTargetingClauses"],
  ])("lists %s under the body key %s", async (kind, key) => {
    const response = await sp(`${kind}/list`, { ...call, body: {} });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Array.isArray(body[key])).toBe(true);
    expect(typeof body.totalResults).toBe("number");
  });
});
