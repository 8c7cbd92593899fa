/**
 * Faults (issue 20): the sync and the automation job against a marketplace answering a share of calls
 * 429 (Retry-After), 5xx and slowly, throttling batch items and failing reports end with the same D1
 * rows and the same Amazon state as fault-free runs, no change applied twice; a job killed midway and
 * run again converges. `npm run bench:faults` runs this file at a chosen rate (SKUPILOT_FAULT_BENCH)
 * and reads the figures each test prints.
 */
import { env } from "cloudflare:workers";
import { addHours } from "date-fns";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { marketplaceNow } from "../../worker/amazon/marketplace-clock";
import { runAutomation } from "../../worker/automation/run-automation";
import { sandboxControl } from "./support/amazon";
import {
  type AutomationSeller,
  automationSeller,
  bidsOnAmazon,
  changeRows,
  raiseBidsRule,
} from "./support/automation";
import {
  doubleApplied,
  faultsAt,
  mirrorRows,
  negativeRule,
  readWriteLog,
  rowDifferences,
  startWriteLog,
  stopWriteLog,
  syncUntilSucceeded,
  wipeMirror,
} from "./support/fault-parity";
import { clearFaults, setFaults } from "./support/sku-structure";
import { db, FAST_RETRY, runSync } from "./support/sync";

const bench = env.FAULT_BENCH ? (JSON.parse(env.FAULT_BENCH) as { rate: number; seed: string }) : undefined;
const RATE = bench?.rate ?? 0.2;
const SEED = bench?.seed ?? "fault-parity";
/** One line of figures for bench:faults, which reads the test output. */
const report = (figures: Record<string, unknown>) => {
  if (bench) console.log(`FAULT-FIGURES ${JSON.stringify(figures)}`);
};

let seller: AutomationSeller;
let baseHour: Date;
const hourKey = (n: number) => addHours(baseHour, n).toISOString().slice(0, 13);
const isAdsCall = (input: unknown) => {
  const url = input instanceof Request ? input.url : String(input);
  return url.startsWith(env.AMAZON_ADS_API_URL) && !new URL(url).pathname.startsWith("/_sandbox/");
};
const isAdsWrite = (input: unknown) =>
  input instanceof Request &&
  isAdsCall(input) &&
  /^\/sp\/[a-zA-Z]+(\/delete)?$/.test(new URL(input.url).pathname) &&
  input.method !== "GET";

beforeAll(async () => {
  seller = await automationSeller();
  // The connect's own automation run took the current hour: these runs take the next ones.
  await sandboxControl("/_sandbox/clock/advance", { hours: 1 });
  baseHour = await marketplaceNow(env);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await clearFaults();
  await stopWriteLog();
});

describe(`the sync at ${RATE * 100} % faults`, () => {
  it("stores exactly the rows of a fault-free sync, and so does a sync killed midway and run again", async () => {
    const started = Date.now();
    await wipeMirror(seller.profileId);
    const fetches = vi.spyOn(globalThis, "fetch");
    await syncUntilSucceeded(seller.profileId);
    const calls = fetches.mock.calls.filter(([input]) => isAdsCall(input)).length;
    fetches.mockRestore();
    const clean = await mirrorRows(seller.profileId);
    const cleanMs = Date.now() - started;
    expect(clean.daily_metrics?.length).toBeGreaterThan(0);
    expect(clean.sp_keywords?.length).toBeGreaterThan(0);

    await wipeMirror(seller.profileId);
    await setFaults(faultsAt(RATE, SEED));
    const faultedStart = Date.now();
    const faultedRun = await syncUntilSucceeded(seller.profileId);
    const faultedMs = Date.now() - faultedStart;
    await clearFaults();
    const faulted = rowDifferences(clean, await mirrorRows(seller.profileId));
    expect(faulted).toEqual({ lost: 0, extra: 0 });

    // Killed after half its Amazon calls (the invocation gone: an error out of fetch), then delivered again.
    await wipeMirror(seller.profileId);
    let seen = 0;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      if (isAdsCall(input) && ++seen > calls / 2) throw new Error("killed midway");
      return realFetch(input, init);
    });
    await expect(runSync(seller.profileId)).rejects.toThrow("killed midway");
    vi.restoreAllMocks();
    const midway = rowDifferences(clean, await mirrorRows(seller.profileId));
    expect(midway.lost).toBeGreaterThan(0);
    await syncUntilSucceeded(seller.profileId);
    const killed = rowDifferences(clean, await mirrorRows(seller.profileId));
    expect(killed).toEqual({ lost: 0, extra: 0 });

    report({
      job: "sync",
      rows: Object.values(clean).reduce((sum, rows) => sum + rows.length, 0),
      amazonCalls: calls,
      cleanMs,
      faultedMs,
      deliveries: faultedRun.deliveries,
      lostRows: faulted.lost + killed.lost,
      extraRows: faulted.extra + killed.extra,
    });
  });
});

describe(`the automation job at ${RATE * 100} % faults`, () => {
  const rules = (label: string) => [raiseBidsRule(seller.skuId, 3), negativeRule(seller.skuId, label)];
  /** A run's change rows as comparable across hours: what, to what effect, and how it ended. */
  const outcomeOf = async (hour: number) =>
    (await changeRows(seller.skuId))
      .filter((row) => row.runKey === hourKey(hour))
      .map((row) => ({
        what: row.reason.replace(/fault parity \S+/, "fault parity").replace(/; bid .*$/, ""),
        delta: "toCents" in row.action ? row.action.toCents - row.action.fromCents : null,
        status: row.status,
        error: row.error,
      }));
  const keywordIds = async (hour: number) =>
    (await changeRows(seller.skuId))
      .filter((row) => row.runKey === hourKey(hour) && "toCents" in row.action)
      .map((row) => row.entityId);

  /** Runs the hour as the queue would, again after each failed or partly throttled invocation, until nothing is left. */
  async function runHour(hour: number, faulted: boolean) {
    await startWriteLog();
    if (faulted) await setFaults(faultsAt(RATE, SEED));
    const started = Date.now();
    let invocations = 0;
    for (; invocations < 20; invocations++) {
      const outcome = await runAutomation(db(), env, seller.profileId, addHours(baseHour, hour), {
        rules: rules(hourKey(hour)),
        retry: FAST_RETRY,
      }).catch(() => null);
      if (outcome && outcome.deferred === 0 && outcome.applied + outcome.failed + outcome.stale === 0) break;
    }
    const ms = Date.now() - started;
    await clearFaults();
    return { ms, invocations, writes: await readWriteLog() };
  }

  it("applies what a fault-free run applies, each change once, and leaves Amazon and D1 agreeing", async () => {
    const clean = await runHour(0, false);
    const cleanOutcome = await outcomeOf(0);
    expect(cleanOutcome.length).toBeGreaterThan(2);
    expect(cleanOutcome.every((row) => row.status === "APPLIED")).toBe(true);

    const ids = await bidsOnAmazon(seller, await keywordIds(0));
    const faulted = await runHour(1, true);
    expect(await outcomeOf(1)).toEqual(cleanOutcome);
    const after = await bidsOnAmazon(seller, await keywordIds(1));
    expect([...after].map(([id, bid]) => bid - (ids.get(id) ?? Number.NaN))).toEqual([...after].map(() => 3));
    expect(faulted.writes.length).toBe(clean.writes.length);
    expect(doubleApplied(faulted.writes)).toBe(0);
    expect(doubleApplied(clean.writes)).toBe(0);

    // The mirror holds what Amazon holds: a sync now changes no entity row.
    const mirror = await mirrorRows(seller.profileId);
    await runSync(seller.profileId);
    const synced = await mirrorRows(seller.profileId);
    // (An addition's created_at is Amazon's to say: the mirror learns it at the next sync.)
    const withoutCreatedAt = (rows: Record<string, unknown>[] = []) =>
      rows.map(({ created_at: _createdAt, ...row }) => row);
    for (const table of ["sp_keywords", "sp_campaigns", "sp_ad_groups", "sp_targets"] as const)
      expect(withoutCreatedAt(synced[table]), table).toEqual(withoutCreatedAt(mirror[table]));

    report({
      job: "automation",
      changes: cleanOutcome.length,
      cleanMs: clean.ms,
      faultedMs: faulted.ms,
      invocations: faulted.invocations,
      amazonWrites: { clean: clean.writes.length, faulted: faulted.writes.length },
      doubleApplied: doubleApplied(faulted.writes) + doubleApplied(clean.writes),
    });
  });

  it("finishes a run killed after Amazon took its addition but before D1 recorded it, adding it once", async () => {
    await startWriteLog();
    const hour = 2;
    const now = addHours(baseHour, hour);
    const options = { rules: rules(hourKey(hour)), retry: FAST_RETRY };
    const realFetch = globalThis.fetch;
    let down = false;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (down && isAdsCall(input)) throw new Error("killed midway");
      const response = await realFetch(input, init);
      // Amazon took the addition; its answer never reaches the job, which dies before D1 records it.
      if (isAdsWrite(input) && new URL((input as Request).url).pathname === "/sp/negativeKeywords") {
        down = true;
        throw new Error("killed midway");
      }
      return response;
    });
    await expect(runAutomation(db(), env, seller.profileId, now, options)).rejects.toThrow();
    vi.restoreAllMocks();
    expect(down).toBe(true);
    await runAutomation(db(), env, seller.profileId, now, options);
    const rows = await outcomeOf(hour);
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => "APPLIED"));
    const writes = await readWriteLog();
    report({ job: "automation-killed", changes: rows.length, doubleApplied: doubleApplied(writes) });
    expect(doubleApplied(writes)).toBe(0);
  });
});
