import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { addDays, addHours } from "date-fns";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { previewSku } from "../../../worker/automation/preview";
import { RULES } from "../../../worker/automation/rules/index";
import { runAutomation } from "../../../worker/automation/run-automation";
import { AD_LIMIT_REFUSAL, NO_PLAN_REFUSAL } from "../../../worker/automation/send-allowance";
import { TRIAL_DAYS } from "../../../worker/contracts/billing/product-access";
import worker from "../../../worker/index";
import { SYNC_QUEUE_NAME } from "../../../worker/queue/sync-queue";
import { automationAllowance } from "../../../worker/services/billing/automation-allowance";
import { sandboxControl } from "../support/amazon";
import {
  type AutomationSeller,
  adsCalls,
  automationSeller,
  bidsOnAmazon,
  changeRows,
  raiseBidsRule,
  setBidsRule,
  settledAutomation,
} from "../support/automation";
import { clearFaults, setAdLimitReached, setFaults } from "../support/sku-structure";
import { db, FAST_RETRY } from "../support/sync";

let seller: AutomationSeller;
/** The hour the cron ran at; later tests run the job directly at later hours of the same simulated day. */
let cronHour: Date;
const hour = (n: number) => addHours(cronHour, n);
const run = (n: number, options: Parameters<typeof runAutomation>[4] = {}) =>
  runAutomation(db(), env, seller.profileId, hour(n), { retry: FAST_RETRY, ...options });
const keywordIdsOf = (rows: { entityId: string }[]) => [...new Set(rows.map((row) => row.entityId))];
const adLimitReached = async (reached: boolean) => {
  await setAdLimitReached(seller.user.id, reached);
};

beforeAll(async () => {
  seller = await automationSeller();
  // The connect's own run took the current hour: the cron runs in the next.
  await sandboxControl("/_sandbox/clock/advance", { hours: 1 });
  cronHour = await marketplaceNow(env);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await clearFaults();
});

describe("the hourly automation job", () => {
  it("runs after the cron's sync through the queue and sets the bids on Amazon, each change APPLIED with its reason", async () => {
    const rule = setBidsRule(seller.skuId, 57);
    const expected = await previewSku(db(), env, seller.profileId, seller.skuId, cronHour, [rule]);
    expect(expected.length).toBeGreaterThan(1);

    // The queue's job runs the registry: for this test, only the test rule.
    const registry = RULES.splice(0, RULES.length, rule);
    try {
      await worker.scheduled(createScheduledController(), env);
      await settledAutomation(seller.profileId, async () => {
        const rows = await changeRows(seller.skuId);
        return rows.length === expected.length && rows.every((row) => row.status === "APPLIED");
      });
    } finally {
      RULES.splice(0, RULES.length, ...registry);
    }

    const rows = await changeRows(seller.skuId);
    expect(rows.map((row) => row.reason)).toEqual(expected.map((change) => change.reason));
    expect(rows.every((row) => row.runKey === cronHour.toISOString().slice(0, 13))).toBe(true);
    expect(rows[0]?.reason).toMatch(/^Test rule: every keyword at \$0\.57; bid \$\d+\.\d\d → \$0\.57$/);
    const onAmazon = await bidsOnAmazon(seller, keywordIdsOf(rows));
    expect([...onAmazon.values()]).toEqual(rows.map(() => 57));
    const ruleRun = await env.DB.prepare(
      "select rule, last_run_at as lastRunAt from automation_rule_runs where advertised_sku_id = ?",
    )
      .bind(seller.skuId)
      .first();
    expect(ruleRun).toEqual({ rule: "BID_OPTIMIZATION", lastRunAt: cronHour.getTime() });
  });

  it("changes nothing when the same hour runs again: no new rows, no call to Amazon", async () => {
    const before = await changeRows(seller.skuId);
    const fetches = vi.spyOn(globalThis, "fetch");
    const outcome = await runAutomation(db(), env, seller.profileId, cronHour, {
      rules: [raiseBidsRule(seller.skuId, 5)],
      retry: FAST_RETRY,
    });
    expect(outcome).toMatchObject({ planned: 0, applied: 0, failed: 0 });
    expect(adsCalls(fetches.mock.calls)).toEqual([]);
    expect(await changeRows(seller.skuId)).toEqual(before);
  });

  it("finishes a run that died after half its changes, applying each change exactly once", async () => {
    const rule = raiseBidsRule(seller.skuId, 3);
    const preview = await previewSku(db(), env, seller.profileId, seller.skuId, hour(1), [rule]);
    const ids = preview.map((change) => ("entityId" in change ? change.entityId : ""));
    const before = await bidsOnAmazon(seller, ids);
    const half = Math.floor(ids.length / 2);
    let applied = 0;
    const dies = run(1, {
      rules: [rule],
      batchSize: 1,
      onApplied: (changes) => {
        applied += changes.length;
        if (applied >= half) throw new Error("killed midway");
      },
    });
    await expect(dies).rejects.toThrow("killed midway");
    const midway = (await changeRows(seller.skuId)).filter(
      (row) => row.runKey === hour(1).toISOString().slice(0, 13),
    );
    expect(midway.filter((row) => row.status === "APPLIED")).toHaveLength(half);
    expect(midway.filter((row) => row.status === "PLANNED")).toHaveLength(ids.length - half);

    const finished = await run(1, { rules: [rule] });
    expect(finished).toMatchObject({ planned: 0, applied: ids.length - half, failed: 0 });
    expect(await run(1, { rules: [rule] })).toMatchObject({ planned: 0, applied: 0 });

    const rows = (await changeRows(seller.skuId)).filter(
      (row) => row.runKey === hour(1).toISOString().slice(0, 13),
    );
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((row) => row.status === "APPLIED" && row.attempts === 1)).toBe(true);
    const after = await bidsOnAmazon(seller, ids);
    expect(ids.map((id) => after.get(id))).toEqual(ids.map((id) => (before.get(id) ?? 0) + 3));
  });

  it("ends where a fault-free run ends while 20 % of calls are throttled, fail with 5xx, or lose items", async () => {
    const rule = setBidsRule(seller.skuId, 61);
    const expected = await previewSku(db(), env, seller.profileId, seller.skuId, hour(2), [rule]);
    await setFaults({
      rateLimitRate: 0.2,
      serverErrorRate: 0.2,
      throttledItemRate: 0.2,
      retryAfterSeconds: 0,
      seed: 16,
    });
    // Each run sends what is left; throttled items and calls that failed after their retries wait for the next.
    let interrupted = 0;
    for (let runs = 0; runs < 12; runs++) {
      const outcome = await run(2, { rules: [rule] }).catch(() => null);
      if (!outcome || outcome.deferred > 0) interrupted += 1;
      else if (outcome.applied + outcome.failed + outcome.stale === 0) break;
    }
    await clearFaults();

    const rows = (await changeRows(seller.skuId)).filter(
      (row) => row.runKey === hour(2).toISOString().slice(0, 13),
    );
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => "APPLIED"));
    const onAmazon = await bidsOnAmazon(seller, keywordIdsOf(rows));
    expect([...onAmazon.values()]).toEqual(rows.map(() => 61));
    expect(interrupted).toBeGreaterThan(0);
  });

  it("lets one of two runs started together for a profile apply, and the other skip", async () => {
    const rule = setBidsRule(seller.skuId, 64);
    const outcomes = await Promise.all([run(3, { rules: [rule] }), run(3, { rules: [rule] })]);
    expect(outcomes.filter((outcome) => outcome.skipped === "another run holds the lease")).toHaveLength(1);
    const ran = outcomes.find((outcome) => !outcome.skipped);
    expect(ran?.applied).toBeGreaterThan(0);
    const rows = (await changeRows(seller.skuId)).filter(
      (row) => row.runKey === hour(3).toISOString().slice(0, 13),
    );
    expect(rows).toHaveLength(ran?.applied ?? -1);
  });

  it("sends at most the invocation's share and says more remain; the next run of the hour sends the rest", async () => {
    const rule = setBidsRule(seller.skuId, 67);
    const first = await run(4, { rules: [rule], maxChanges: 1 });
    expect(first).toMatchObject({ applied: 1, remaining: true });
    const rest = await run(4, { rules: [rule] });
    expect(rest).toMatchObject({ planned: 0, applied: first.planned - 1, remaining: false });
  });

  it("logs a change Amazon refuses as FAILED with Amazon's words, tries it in the next two runs, then leaves it", async () => {
    // Every bid a rule proposes is kept inside the SKU's Max Bid (rules/bid-limits.ts): a Max Bid over
    // Amazon's own maximum ($1,000) lets a $1,500 bid reach Amazon, which refuses it.
    const maxBid = (cents: number) =>
      env.DB.prepare("update advertised_skus set bid_max_cents = ? where id = ?")
        .bind(cents, seller.skuId)
        .run();
    const { bidMaxCents } = (await env.DB.prepare(
      "select bid_max_cents as bidMaxCents from advertised_skus where id = ?",
    )
      .bind(seller.skuId)
      .first<{ bidMaxCents: number }>()) ?? { bidMaxCents: 300 };
    await maxBid(200_000);
    onTestFinished(() => maxBid(bidMaxCents).then(() => undefined));
    const rule = setBidsRule(seller.skuId, 150_000);
    const first = await run(5, { rules: [rule] });
    expect(first.failed).toBeGreaterThan(0);
    const failed = async () =>
      (await changeRows(seller.skuId)).filter((row) => row.runKey === hour(5).toISOString().slice(0, 13));
    expect((await failed())[0]).toMatchObject({
      status: "FAILED",
      attempts: 1,
      error: expect.stringMatching(/bid/i),
    });
    await run(5, { rules: [rule] });
    await run(5, { rules: [rule] });
    expect((await failed()).map((row) => row.attempts)).toEqual((await failed()).map(() => 3));
    const fetches = vi.spyOn(globalThis, "fetch");
    expect(await run(5, { rules: [rule] })).toMatchObject({ applied: 0, failed: 0 });
    expect(adsCalls(fetches.mock.calls)).toEqual([]);
  });

  it("skips while another run's lease is alive, and takes over a lease whose holder died", async () => {
    const lease = (expiresAt: number) =>
      env.DB.prepare(
        "update automation_leases set holder = 'another-run', expires_at = ? where profile_id = ?",
      )
        .bind(expiresAt, seller.profileId)
        .run();
    const rule = setBidsRule(seller.skuId, 68);
    await lease(Date.now() + 60_000);
    expect(await run(6, { rules: [rule] })).toMatchObject({
      skipped: "another run holds the lease",
      applied: 0,
    });
    await lease(Date.now() - 1);
    expect((await run(6, { rules: [rule] })).applied).toBeGreaterThan(0);
    const after = await env.DB.prepare(
      "select holder, last_run_key as lastRunKey from automation_leases where profile_id = ?",
    )
      .bind(seller.profileId)
      .first();
    expect(after).toEqual({ holder: null, lastRunKey: hour(6).toISOString().slice(0, 13) });
  });

  it("plans again when the seller asks for a run now in an hour already planned (settings changed since), once per request", async () => {
    // The hour ran with the old settings; the seller then changes them and presses Run now.
    await run(7, { rules: [setBidsRule(seller.skuId, 70)] });
    const changed = setBidsRule(seller.skuId, 72);
    expect(await run(7, { rules: [changed] })).toMatchObject({ planned: 0, applied: 0 });
    const asked = Date.now();
    const now = await run(7, { rules: [changed], runNowAt: asked });
    expect(now.planned).toBeGreaterThan(0);
    expect(now).toMatchObject({
      applied: now.planned,
      runKey: `${hour(7).toISOString().slice(0, 13)}:now-${asked}`,
    });
    const onAmazon = await bidsOnAmazon(seller, keywordIdsOf(await changeRows(seller.skuId)));
    expect([...onAmazon.values()]).toEqual([...onAmazon.values()].map(() => 72));
    // The same request retried by the queue plans nothing more.
    expect(await run(7, { rules: [changed], runNowAt: asked })).toMatchObject({ planned: 0, applied: 0 });
  });

  it("stops sending raises when the seller's ad spend reaches their plan's limit mid-run: the rest is FAILED with why, never sent", async () => {
    onTestFinished(() => adLimitReached(false));
    const rule = setBidsRule(seller.skuId, 74);
    const outcome = await run(8, {
      rules: [rule],
      batchSize: 1,
      // The sync's spend refresh lands while the run sends: after its first call.
      onApplied: () => adLimitReached(true),
      allowance: () => automationAllowance(db(), seller.profileId, async () => hour(8)),
    });
    expect(outcome.planned).toBeGreaterThan(1);
    expect(outcome).toMatchObject({ applied: 1, refused: outcome.planned - 1 });
    const rows = (await changeRows(seller.skuId)).filter(
      (row) => row.runKey === hour(8).toISOString().slice(0, 13),
    );
    const refused = rows.filter((row) => row.status !== "APPLIED");
    expect(refused).toHaveLength(outcome.planned - 1);
    expect(refused.every((row) => row.status === "FAILED" && row.attempts === 3)).toBe(true);
    expect(refused.map((row) => row.error)).toEqual(refused.map(() => AD_LIMIT_REFUSAL));
    const onAmazon = await bidsOnAmazon(seller, keywordIdsOf(refused));
    expect([...onAmazon.values()].filter((bid) => bid === 74)).toEqual([]);
  });

  it("sends nothing more once the seller's trial ends mid-run with no subscription: the rest is FAILED with why", async () => {
    let trialOver = false;
    const outcome = await run(9, {
      rules: [setBidsRule(seller.skuId, 83)],
      batchSize: 1,
      // The product's clock passes the trial's end while the run sends: after its first call.
      onApplied: () => {
        trialOver = true;
      },
      allowance: () =>
        automationAllowance(db(), seller.profileId, async () =>
          trialOver ? addDays(hour(9), TRIAL_DAYS + 1) : hour(9),
        ),
    });
    expect(outcome.planned).toBeGreaterThan(1);
    expect(outcome).toMatchObject({ applied: 1, refused: outcome.planned - 1 });
    const refused = (await changeRows(seller.skuId)).filter(
      (row) => row.runKey === hour(9).toISOString().slice(0, 13) && row.status !== "APPLIED",
    );
    expect(refused.map((row) => [row.status, row.attempts, row.error])).toEqual(
      refused.map(() => ["FAILED", 3, NO_PLAN_REFUSAL]),
    );
    const onAmazon = await bidsOnAmazon(seller, keywordIdsOf(refused));
    expect([...onAmazon.values()].filter((bid) => bid === 83)).toEqual([]);
  });
});

describe("the queue handler", () => {
  it("makes no change for a seller whose trial ended with no subscription (their figures still sync)", async () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const signedUp = await env.DB.prepare("select created_at from users where id = ?")
      .bind(seller.user.id)
      .first<{ created_at: number }>();
    if (!signedUp) throw new Error("the automation seller is not stored");
    const now = (await marketplaceNow(env)).getTime();
    const registry = RULES.splice(0, RULES.length, setBidsRule(seller.skuId, 61));
    const rowsBefore = (await changeRows(seller.skuId)).length;
    try {
      // Signed up 15 days before the product's now: the 14-day trial is over, and no plan was bought.
      await env.DB.prepare("update users set created_at = ? where id = ?")
        .bind(now - 15 * 86_400_000, seller.user.id)
        .run();
      const body = { kind: "automate-profile", profileId: seller.profileId, runNowAt: now };
      const batch = createMessageBatch(SYNC_QUEUE_NAME, [
        { id: "lapsed", timestamp: new Date(), attempts: 1, body },
      ]);
      await worker.queue(batch, env);
      const result = await getQueueResult(batch, createExecutionContext());
      expect([...result.explicitAcks]).toEqual(["lapsed"]);
      expect(logged.mock.calls.flat().join("\n")).toContain("no trial or live subscription");
      expect(await changeRows(seller.skuId)).toHaveLength(rowsBefore);
    } finally {
      RULES.splice(0, RULES.length, ...registry);
      await env.DB.prepare("update users set created_at = ? where id = ?")
        .bind(signedUp.created_at, seller.user.id)
        .run();
    }
  });

  it("sends no raise an earlier run planned once the seller's ad spend reached their plan's limit: FAILED with why", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    onTestFinished(() => adLimitReached(false));
    const now = await marketplaceNow(env);
    const rule = setBidsRule(seller.skuId, 78);
    // Planned and stored, then the invocation died before sending anything.
    const killed = runAutomation(db(), env, seller.profileId, now, {
      rules: [rule],
      retry: FAST_RETRY,
      runNowAt: Date.now(),
      onPlanStored: () => {
        throw new Error("killed after planning");
      },
    });
    await expect(killed).rejects.toThrow("killed after planning");
    const waiting = (await changeRows(seller.skuId)).filter((row) => row.status === "PLANNED");
    expect(waiting.length).toBeGreaterThan(0);

    // Bids above 78 are cuts, which still go at the limit; the raises must not.
    const isRaise = (row: (typeof waiting)[number]) => row.action.toCents > row.action.fromCents;
    expect(waiting.filter(isRaise).length).toBeGreaterThan(0);

    await adLimitReached(true);
    // The queue's job plans nothing new here (no rules): it only sends what waits.
    const registry = RULES.splice(0, RULES.length);
    try {
      const body = { kind: "automate-profile", profileId: seller.profileId };
      const batch = createMessageBatch(SYNC_QUEUE_NAME, [
        { id: "over-limit", timestamp: new Date(), attempts: 1, body },
      ]);
      await worker.queue(batch, env);
      const result = await getQueueResult(batch, createExecutionContext());
      expect([...result.explicitAcks]).toEqual(["over-limit"]);
    } finally {
      RULES.splice(0, RULES.length, ...registry);
    }
    const after = (await changeRows(seller.skuId)).filter((row) =>
      waiting.some((each) => each.id === row.id),
    );
    expect(after.map((row) => [row.status, row.error])).toEqual(
      waiting.map((row) => (isRaise(row) ? ["FAILED", AD_LIMIT_REFUSAL] : ["APPLIED", null])),
    );
    const onAmazon = await bidsOnAmazon(seller, keywordIdsOf(waiting.filter(isRaise)));
    expect([...onAmazon.values()].filter((bid) => bid === 78)).toEqual([]);
  });

  it("hands an automate-profile message to the automation job (a profile no longer connected is done with)", async () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const body = { kind: "automate-profile", profileId: 987_654 };
    const batch = createMessageBatch(SYNC_QUEUE_NAME, [
      { id: "gone", timestamp: new Date(), attempts: 1, body },
    ]);
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, createExecutionContext());
    expect([...result.explicitAcks]).toEqual(["gone"]);
    expect(logged.mock.calls.flat().join("\n")).toContain("profile not connected");
  });
});
