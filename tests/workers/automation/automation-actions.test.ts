import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProposedChange } from "../../../worker/contracts/automation/change";
import { signedInUser } from "../support/accounts";
import { seedChange } from "../support/automation-log";
import { ORIGIN } from "../support/http";
import { seedAdvertisedSku, seedCampaign, seedKeyword, seedProfile } from "../support/seed-ads";

// The engine (preview, undo, the queue's producer) is another branch's: these tests stand in for it
// and check what this API does around it.
const engine = vi.hoisted(() => ({
  previewSku: vi.fn(),
  previewNotes: vi.fn(),
  undoChange: vi.fn(),
  enqueueAutomation: vi.fn(),
}));
vi.mock("../../../worker/automation/preview", () => ({
  previewSku: engine.previewSku,
  previewNotes: engine.previewNotes,
}));
vi.mock("../../../worker/automation/undo", () => ({ undoChange: engine.undoChange }));
vi.mock("../../../worker/queue/automation-queue", () => ({ enqueueAutomation: engine.enqueueAutomation }));

// The Worker's main module was loaded before these mocks: a fresh copy of the app sees them.
let app: typeof import("../../../worker/app").app;
let ApiError: typeof import("../../../worker/contracts/api-error").ApiError;

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;
let bobProfile: number;
let skuId: number;
let bobSkuId: number;

/** Through the app imported here (not exports.default), so the engine's stand-ins above answer. */
async function api(path: string, method = "GET", cookie = ann.cookie) {
  const headers = { Origin: ORIGIN, Cookie: cookie };
  const response = await app.request(`${ORIGIN}/api/automation/${path}`, { method, headers }, env);
  // biome-ignore lint/suspicious/noExplicitAny: tests read any answer's fields and assert them
  const json: any = await response.json();
  return { status: response.status, json, retryAfter: response.headers.get("Retry-After") };
}

beforeAll(async () => {
  vi.resetModules();
  ({ app } = await import("../../../worker/app"));
  ({ ApiError } = await import("../../../worker/contracts/api-error"));
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  profile = await seedProfile(ann.id);
  bobProfile = await seedProfile(bob.id);
  await seedCampaign(profile, { campaignId: "a-kw", name: "Mugs keywords", targetingType: "MANUAL" });
  await seedCampaign(bobProfile, { campaignId: "b-kw", name: "Bob's" });
  skuId = await seedAdvertisedSku(profile, "a-kw", "MUG-1", "B0MUG00001");
  bobSkuId = await seedAdvertisedSku(bobProfile, "b-kw", "BOB-2", "B0BOB00002");
  await seedKeyword(profile, "a-kw", {
    keywordId: "mk-1",
    keywordText: "coffee mug",
    matchType: "EXACT",
    bidCents: 78,
  });
});

// The files after this one share its workerd (vitest.config.ts: isolate false), and the Worker's
// exports.default is imported afresh from the module registry: leave them the real engine.
afterAll(() => {
  vi.doUnmock("../../../worker/automation/preview");
  vi.doUnmock("../../../worker/automation/undo");
  vi.doUnmock("../../../worker/queue/automation-queue");
  vi.resetModules();
});

beforeEach(() => {
  engine.previewSku.mockReset();
  engine.previewNotes.mockReset().mockResolvedValue([]);
  engine.undoChange.mockReset();
  engine.enqueueAutomation.mockReset();
});

describe("GET /api/automation/{profileId}/preview?skuId", () => {
  it("lists what the next run would change, named and in dollars, with the time it was asked", async () => {
    const proposed: ProposedChange[] = [
      {
        kind: "SET_BID",
        entityType: "KEYWORD",
        entityId: "mk-1",
        fromCents: 78,
        toCents: 66,
        rule: "BID_OPTIMIZATION",
        skuId,
        campaignId: "a-kw",
        reason: "ACOS 38 % over 14 days against a 25 % target; bid $0.78 → $0.66",
      },
      {
        kind: "ADD_KEYWORD",
        entityType: "KEYWORD",
        adGroupId: "ag-1",
        keywordText: "travel mug",
        matchType: "PHRASE",
        bidCents: 45,
        rule: "SEARCH_TERM_EXPANSION",
        skuId,
        campaignId: "a-kw",
        reason: "4 orders at ROAS 5.1 over 30 days",
      },
    ];
    engine.previewSku.mockResolvedValue(proposed);
    const { status, json } = await api(`${profile}/preview?skuId=${skuId}`);
    expect(status).toBe(200);
    expect(engine.previewSku).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      profile,
      skuId,
      expect.any(Date),
    );
    expect(Date.parse(json.data.at)).not.toBeNaN();
    expect(json.data.notes).toEqual([]);
    expect(json.data.changes).toEqual([
      {
        skuId,
        sku: "MUG-1",
        campaignId: "a-kw",
        campaignName: "Mugs keywords",
        entityType: "KEYWORD",
        entityId: "mk-1",
        entityLabel: "coffee mug (exact)",
        field: "bid",
        from: 0.78,
        to: 0.66,
        rule: "BID_OPTIMIZATION",
        reason: "ACOS 38 % over 14 days against a 25 % target; bid $0.78 → $0.66",
      },
      {
        skuId,
        sku: "MUG-1",
        campaignId: "a-kw",
        campaignName: "Mugs keywords",
        entityType: "KEYWORD",
        entityId: null,
        entityLabel: "travel mug (phrase)",
        field: "keyword",
        from: null,
        to: 0.45,
        rule: "SEARCH_TERM_EXPANSION",
        reason: "4 orders at ROAS 5.1 over 30 days",
      },
    ]);
  });

  it("needs a skuId of the seller's own, and never asks the engine about another's", async () => {
    expect((await api(`${profile}/preview`)).json.data).toMatchObject({ code: 1005, field: "skuId" });
    const foreign = await api(`${profile}/preview?skuId=${bobSkuId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.data.code).toBe(1006);
    expect((await api(`${bobProfile}/preview?skuId=${bobSkuId}`)).json.data.code).toBe(1003);
    expect(engine.previewSku).not.toHaveBeenCalled();
  });
});

describe("POST /api/automation/{profileId}/changes/{changeId}/undo", () => {
  it("has the engine undo the change and answers its line as the History now shows it", async () => {
    const changeId = await seedChange(profile, {
      skuId,
      campaignId: "a-kw",
      action: { kind: "SET_BID", entityType: "KEYWORD", entityId: "mk-1", fromCents: 92, toCents: 78 },
      plannedAt: new Date("2026-10-20T10:00:00Z"),
    });
    engine.undoChange.mockImplementation(async () => {
      await env.DB.prepare("update automation_changes set status = 'UNDONE' where id = ?")
        .bind(changeId)
        .run();
      await env.DB.prepare("update sp_keywords set bid_cents = 92 where keyword_id = 'mk-1'").run();
      return {};
    });
    const { status, json } = await api(`${profile}/changes/${changeId}/undo`, "POST");
    expect(status).toBe(200);
    expect(engine.undoChange).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      profile,
      changeId,
      expect.any(Date),
      { userId: ann.id, name: ann.name },
    );
    expect(json.data).toMatchObject({
      id: changeId,
      status: "UNDONE",
      undoable: false,
      from: 0.92,
      to: 0.78,
    });
  });

  it("passes the engine's reason on when the change can no longer be undone (409/1010)", async () => {
    const changeId = await seedChange(profile, {
      skuId,
      campaignId: "a-kw",
      action: { kind: "SET_BID", entityType: "KEYWORD", entityId: "mk-1", fromCents: 60, toCents: 92 },
      plannedAt: new Date("2026-10-21T10:00:00Z"),
    });
    engine.undoChange.mockRejectedValue(
      new ApiError(1010, "The bid is now $0.95: it was changed after this change."),
    );
    const { status, json } = await api(`${profile}/changes/${changeId}/undo`, "POST");
    expect(status).toBe(409);
    expect(json.data).toEqual({
      code: 1010,
      message: "The bid is now $0.95: it was changed after this change.",
    });
  });

  it("is 1006 for another seller's change and 1003 for their profile, before the engine is asked", async () => {
    const bobChange = await seedChange(bobProfile, {
      skuId: bobSkuId,
      campaignId: "b-kw",
      action: { kind: "SET_STATE", entityType: "CAMPAIGN", entityId: "b-kw", from: "ENABLED", to: "PAUSED" },
      plannedAt: new Date("2026-10-21T10:00:00Z"),
    });
    const mine = await api(`${profile}/changes/${bobChange}/undo`, "POST");
    expect(mine.status).toBe(404);
    expect(mine.json.data.code).toBe(1006);
    expect((await api(`${bobProfile}/changes/${bobChange}/undo`, "POST")).json.data.code).toBe(1003);
    expect((await api(`${profile}/changes/999999999/undo`, "POST")).json.data.code).toBe(1006);
    expect((await api(`${profile}/changes/x/undo`, "POST")).json.data).toMatchObject({
      code: 1005,
      field: "changeId",
    });
    expect(engine.undoChange).not.toHaveBeenCalled();
  });
});

describe("POST /api/automation/{profileId}/run", () => {
  it("queues a run now (202), then refuses another within 15 minutes saying when (429/1007)", async () => {
    const first = await api(`${profile}/run`, "POST");
    expect(first.status).toBe(202);
    expect(engine.enqueueAutomation).toHaveBeenCalledTimes(1);
    const { queuedAt, runNowAvailableAt } = first.json.data;
    // Queued for this profile, with the moment it was asked: a run now plans afresh within the hour.
    expect(engine.enqueueAutomation).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      profile,
      undefined,
      Date.parse(queuedAt),
    );
    expect(Date.parse(runNowAvailableAt) - Date.parse(queuedAt)).toBe(15 * 60_000);

    const second = await api(`${profile}/run`, "POST");
    expect(second.status).toBe(429);
    expect(second.json.data).toEqual({
      code: 1007,
      message:
        "The automation was asked to run less than 15 minutes ago. You can run it again in 15 minutes.",
    });
    // The seconds until it may run again, as every other 429 of the API says it.
    expect(Number(second.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(second.retryAfter)).toBeLessThanOrEqual(15 * 60);
    expect(engine.enqueueAutomation).toHaveBeenCalledTimes(1);

    const status = await api(`${profile}/status`);
    expect(status.json.data.runNowAvailableAt).toBe(runNowAvailableAt);
  });

  it("runs again once 15 minutes have passed, and keeps each profile's limit its own", async () => {
    await env.DB.prepare("update automation_leases set run_requested_at = ? where profile_id = ?")
      .bind(Date.now() - 15 * 60_000 - 1000, profile)
      .run();
    expect((await api(`${profile}/status`)).json.data.runNowAvailableAt).toBeNull();
    expect((await api(`${profile}/run`, "POST")).status).toBe(202);
    expect((await api(`${bobProfile}/run`, "POST", bob.cookie)).status).toBe(202);
    expect((await api(`${bobProfile}/run`, "POST")).json.data.code).toBe(1003);
  });
});

describe("GET /api/automation/{profileId}/status", () => {
  it("tells each rule's switch, last and next run and changes over 7 days, for a SKU and for the profile", async () => {
    // In UTC, so the SKU's local days are UTC days here.
    const statusProfile = await seedProfile(ann.id, "UTC");
    await seedCampaign(statusProfile, { campaignId: "s-1", name: "Status" });
    const sku = await seedAdvertisedSku(statusProfile, "s-1", "ST-1", "B0STATUS01");
    await env.DB.prepare(
      "update advertised_skus set is_advertised = 1, target_acos = 25, negative_optimization = ? where id = ?",
    )
      .bind(JSON.stringify({ frequency: "WEEKLY", lookBackPeriod: 14, clicksWithoutSale: 10 }), sku)
      .run();
    const now = Date.parse(
      (await (await fetch(`${env.SANDBOX_URL}/_sandbox/clock`)).json<{ now: string }>()).now,
    );
    const hour = 3_600_000;
    const lastNegatives = Math.floor(now / hour) * hour - 2 * 24 * hour; // two days ago, on the hour
    const lastBids = Math.floor(now / hour) * hour;
    await env.DB.prepare(
      "insert into automation_rule_runs (advertised_sku_id, rule, last_run_at) values (?, 'NEGATIVE_OPTIMIZATION', ?), (?, 'BID_OPTIMIZATION', ?)",
    )
      .bind(sku, lastNegatives, sku, lastBids)
      .run();
    await env.DB.prepare("insert into automation_leases (profile_id, last_run_at) values (?, ?)")
      .bind(statusProfile, lastBids)
      .run();
    const bid = {
      kind: "SET_BID",
      entityType: "KEYWORD",
      entityId: "k",
      fromCents: 90,
      toCents: 80,
    } as const;
    for (const [daysAgo, status] of [
      [1, "APPLIED"],
      [3, "UNDONE"],
      [6, "APPLIED"],
      [8, "APPLIED"],
      [1, "FAILED"],
      [0, "PLANNED"],
    ] as const) {
      await seedChange(statusProfile, {
        skuId: sku,
        campaignId: "s-1",
        action: bid,
        status,
        plannedAt: new Date(now - daysAgo * 24 * hour),
      });
    }
    const { status, json } = await api(`${statusProfile}/status?skuId=${sku}`);
    expect(status).toBe(200);
    const rule = (name: string) => json.data.rules.find((r: { rule: string }) => r.rule === name);
    const nextHour = new Date(Math.floor(now / hour) * hour + hour).toISOString();
    const day = 24 * hour;
    const startOfDay = (at: number) => Math.floor(at / day) * day;
    // Bid optimisation acts once a local day: it ran this hour, so next at the next midnight.
    expect(rule("BID_OPTIMIZATION")).toEqual({
      rule: "BID_OPTIMIZATION",
      enabled: true,
      lastRunAt: new Date(lastBids).toISOString(),
      nextRunAt: new Date(startOfDay(lastBids) + day).toISOString(),
      changesLast7Days: 3,
      lastRunNote: null,
    });
    expect(rule("NEGATIVE_OPTIMIZATION")).toEqual({
      rule: "NEGATIVE_OPTIMIZATION",
      enabled: true,
      lastRunAt: new Date(lastNegatives).toISOString(),
      // Weekly: the first hour of the local day a week after the day it last ran.
      nextRunAt: new Date(startOfDay(lastNegatives) + 7 * day).toISOString(),
      changesLast7Days: 0,
      lastRunNote: null,
    });
    expect(rule("DAY_PARTING")).toEqual({
      rule: "DAY_PARTING",
      enabled: false,
      lastRunAt: null,
      nextRunAt: null,
      changesLast7Days: 0,
      lastRunNote: null,
    });
    expect(json.data.lastRunAt).toBe(new Date(lastBids).toISOString());
    expect(json.data.nextRunAt).toBe(nextHour);
    expect(json.data.runNowAvailableAt).toBeNull();

    const wholeProfile = (await api(`${statusProfile}/status`)).json.data;
    expect(wholeProfile.rules.find((r: { rule: string }) => r.rule === "BID_OPTIMIZATION")).toMatchObject({
      enabled: true,
      changesLast7Days: 3,
    });
  });

  it("is 1006 for another seller's SKU and 1005 for a skuId that is not a number", async () => {
    expect((await api(`${profile}/status?skuId=${bobSkuId}`)).json.data.code).toBe(1006);
    expect((await api(`${profile}/status?skuId=x`)).json.data).toMatchObject({ code: 1005, field: "skuId" });
  });
});
