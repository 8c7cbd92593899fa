/**
 * The automation's planning of one large profile in workerd: 50 advertised SKUs × 2,000 keywords and
 * targets (100,000), 30 days of TARGETING rows for each (3 M rows), PRODUCT_AD rows and 400 search
 * terms a SKU a day, every setting on (bench/automation-data.ts). Through the local Worker's
 * GET /__dev/automation-plan (worker/dev/automation-plan-bench.ts: the job's own planFor on a D1
 * binding that counts statements and bound parameters; nothing stored or sent), it times:
 *   - the whole profile in one invocation, with the rules and against the baseline in the same run:
 *     the same due checks, loads and planner with every rule proposing nothing (`rules=none`);
 *   - one SKU at a time (how the job splits when the profile does not fit), a sample of SKUs;
 *   - the rules alone in Node on the same snapshots (no DB), so the split of time is visible;
 *   - the job's split planning (`split=1`): one request per queue invocation, each planning its
 *     budget's share and storing it with the cursor, until the profile is planned; per invocation CPU
 *     and wall, with the rules and against the baseline (stored rows removed after each: `split=clean`);
 *   - the organic rank provider's calls (bench/automation-rank-calls.ts): the sandbox's SerpApi answers
 *     the look-ups of boosted and organic-search keywords; a day's hourly runs with the one-look-up-a-day
 *     cache against the baseline of the same runs without it.
 * Wall time at the client, CPU and resident memory of the Worker's workerd processes from /proc
 * (they include local D1's SQLite, which runs elsewhere in production). Rounds alternate rules and
 * baseline so load from elsewhere hits both alike. Prints JSON.
 * Run: npm run bench:automation   (needs sqlite3; BENCH_SKUS, BENCH_PER_SKU, BENCH_ROUNDS and
 * BENCH_WHOLE_ROUNDS to scale, BENCH_ONLY=whole for the whole profile alone, BENCH_ONLY=split for the
 * split planning alone, BENCH_ONLY=rank for the rank provider's calls alone, BENCH_PLAN_ENTITIES for
 * the split's budget)
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
// @ts-expect-error: plain ESM script shared with `npm start`
import { freePort, SANDBOX_SERPAPI_KEY, startSandbox } from "../scripts/local-worker.mjs";
import { dueRules, planChanges } from "../worker/automation/plan-changes";
import { RULES } from "../worker/automation/rules/index";
import type { SkuSnapshot } from "../worker/automation/rules/rule-input";
import { marketplaceToday, ruleClockAt } from "../worker/clock/zone-clock";
import { type BenchProfile, seedSql } from "./automation-data";
import { afterDays, msByRule } from "./automation-history";
import { rankCallsPart } from "./automation-rank-calls";
import { startBenchWorker } from "./support/bench-worker";
import { measured, workerdOf } from "./support/process-usage";
import { signUpAndIn, sqliteFile, stats } from "./support/worker-requests";

const PROFILE: BenchProfile = {
  skus: Number(process.env.BENCH_SKUS ?? 50),
  perSku: Number(process.env.BENCH_PER_SKU ?? 2000),
  days: 30,
  terms: 200,
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WHOLE_PROFILE_ROUNDS = Number(process.env.BENCH_WHOLE_ROUNDS ?? 1);
const SAMPLE_SKUS = 5;
/** BENCH_ONLY=whole: only the whole profile, with and without the rules; =split: only the split planning. */
const WHOLE_ONLY = process.env.BENCH_ONLY === "whole";
const SPLIT_ONLY = process.env.BENCH_ONLY === "split";
/** BENCH_ONLY=rank: only the rank provider's calls. */
const RANK_ONLY = process.env.BENCH_ONLY === "rank";
/** Parts other than the one BENCH_ONLY names are skipped. */
const SKIP_OTHERS = WHOLE_ONLY || SPLIT_ONLY || RANK_ONLY;
/** The split planning's budget of keywords and targets an invocation (default: the job's PLAN_BUDGET). */
const SPLIT_ENTITIES = process.env.BENCH_PLAN_ENTITIES;
/**
 * Each split invocation in a fresh workerd (BENCH_SPLIT_RESTART=0 to keep one): a long-lived local
 * workerd here stalls idle for minutes on some requests after a few large ones (memory at ~2 GB), and
 * a queue invocation may meet a cold isolate anyway; the figures then include the cold start.
 */
const SPLIT_RESTART = process.env.BENCH_SPLIT_RESTART !== "0";
/** Each part's figures on stderr as soon as they are known (the whole run takes minutes). */
const progress = (part: string, figures: unknown) => console.error(JSON.stringify({ part, figures }));
const TIMEZONE = "America/Los_Angeles";
const TODAY = marketplaceToday(TIMEZONE);

type PlanAnswer = {
  changes: number;
  byRule: Record<string, number>;
  ruleRuns: number;
  d1: { statements: number; boundParameters: number; rowsReturned: number };
  planMs: number;
  rulesMs: number;
};

/** One invocation of the job's split planning (`split=1`). */
type SplitAnswer = {
  budget: { skus: number; entities: number; wallMs: number };
  planned: number;
  skus: number;
  entities: number;
  done: boolean;
  d1: PlanAnswer["d1"];
};

const round1 = (value: number) => Number(value.toFixed(1));
/** Heap in use after a full collection (the script runs with --expose-gc; without it, as is). */
const heapUsedMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const range = (values: number[]) => [round1(Math.min(...values)), round1(Math.max(...values))];

// The sandbox only as the organic rank provider (its SerpApi), for the rank part.
const sandboxData = mkdtempSync(".data/bench-automation-sandbox-");
const sandbox = await startSandbox({ port: await freePort(), persistTo: sandboxData });
const worker = await startBenchWorker("automation", {
  DEV_ROUTES: "on",
  // Nothing listens there: the catalog call fails at once and availability is unknown, as when Amazon is down.
  AMAZON_ADS_API_URL: "http://127.0.0.1:9",
  RANK_PROVIDER_URL: `${sandbox.url}/serpapi`,
  RANK_PROVIDER_KEY: SANDBOX_SERPAPI_KEY,
});

try {
  const { userId } = await signUpAndIn(worker.url);
  const seedFile = worker.sideFile("seed.sql");
  writeFileSync(seedFile, seedSql(userId, PROFILE, TODAY));
  const seedStarted = performance.now();
  await worker.execute(seedFile);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  rmSync(seedFile);
  const database = sqliteFile(worker.persistTo);
  const query = (sql: string) => execFileSync("sqlite3", [database, sql], { encoding: "utf8" }).trim();
  const profileId = Number(query("select max(id) from amazon_profiles"));
  const skuIds = query(`select id from advertised_skus where profile_id = ${profileId} order by id`)
    .split("\n")
    .map(Number);
  const counts = {
    keywords: Number(query(`select count(*) from sp_keywords where profile_id = ${profileId}`)),
    targets: Number(query(`select count(*) from sp_targets where profile_id = ${profileId}`)),
    targetingRows: Number(query(`select count(*) from daily_metrics where grain = 'TARGETING'`)),
    searchTermRows: Number(query("select count(*) from search_term_metrics")),
  };
  let workerd = workerdOf(worker.persistTo);
  const at = new Date().toISOString();
  const plan = async (query: string) => {
    const response = await fetch(
      `${worker.url}/__dev/automation-plan?profileId=${profileId}&at=${at}${query}`,
      {
        signal: AbortSignal.timeout(300_000),
      },
    );
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    return (await response.json()) as PlanAnswer;
  };
  const side = () => ({
    wallMs: [] as number[],
    cpuMs: [] as number[],
    rssPeakMb: [] as number[],
    last: {} as PlanAnswer,
  });
  const summary = (runs: ReturnType<typeof side>) => ({
    wallMs: stats(runs.wallMs),
    cpuMs: stats(runs.cpuMs),
    cpuMsRange: range(runs.cpuMs),
    rssPeakMb: range(runs.rssPeakMb),
    ...runs.last,
    planMs: round1(runs.last.planMs),
    rulesMs: round1(runs.last.rulesMs),
  });
  /** Round 0 warms both sides; then each round asks the rules and the baseline in turn. */
  async function compare(query: string, rounds = ROUNDS) {
    const withRules = side();
    const baseline = side();
    for (let round = 0; round <= rounds; round += 1) {
      for (const [runs, rules] of [
        [withRules, "all"],
        [baseline, "none"],
      ] as const) {
        const run = await measured(workerd, () => plan(`${query}&rules=${rules}`));
        runs.last = run.result;
        if (round === 0) continue;
        runs.wallMs.push(run.wallMs);
        runs.cpuMs.push(run.cpuMs);
        runs.rssPeakMb.push(run.rssPeakMb);
      }
    }
    const rules = summary(withRules);
    const base = summary(baseline);
    return {
      rules,
      baseline: base,
      ratioCpuP50: Number((rules.cpuMs.p50 / base.cpuMs.p50).toFixed(2)),
      ratioWallP50: Number((rules.wallMs.p50 / base.wallMs.p50).toFixed(2)),
    };
  }

  const results: Record<string, unknown> = { loadAverageBefore: loadavg().map(round1) };
  const sample = skuIds.filter((_, index) => index % Math.ceil(skuIds.length / SAMPLE_SKUS) === 0);
  const perSku: Record<string, unknown>[] = [];
  if (!WHOLE_ONLY && !SPLIT_ONLY) {
    results.rankProviderCalls = await rankCallsPart({
      url: worker.url,
      sandboxUrl: sandbox.url,
      profileId,
      skuIds,
      at,
      query,
      execute: worker.execute,
      sideFile: worker.sideFile,
    });
    progress("rankProviderCalls", results.rankProviderCalls);
  }
  for (const skuId of SKIP_OTHERS ? [] : sample)
    perSku.push({ skuId, ...(await compare(`&skuId=${skuId}`)) });
  results.oneSku = perSku;
  progress("oneSku", perSku);

  // The rules alone in Node, on the snapshots the Worker loaded (one SKU a request), all rules due.
  const snapshots: SkuSnapshot[] = [];
  let snapshotBytes = 0;
  const heapBefore = heapUsedMb();
  for (const skuId of SKIP_OTHERS ? [] : skuIds) {
    const response = await fetch(
      `${worker.url}/__dev/automation-plan?profileId=${profileId}&at=${at}&skuId=${skuId}&snapshots=1`,
    );
    const text = await response.text();
    snapshotBytes += text.length;
    snapshots.push(...(JSON.parse(text) as { snapshots: SkuSnapshot[] }).snapshots);
  }
  const snapshotHeapMb = heapUsedMb() - heapBefore;
  const clock = ruleClockAt(new Date(at), TIMEZONE);
  const inputs = snapshots.map((snapshot) => ({
    snapshot,
    clock,
    rules: dueRules(RULES, snapshot.settings, clock, new Map()),
  }));
  const nodeMs: number[] = [];
  let planned = 0;
  for (let round = 0; round <= ROUNDS; round += 1) {
    const started = performance.now();
    planned = planChanges(inputs, false).length;
    if (round > 0) nodeMs.push(performance.now() - started);
  }
  const heapBeforeChanges = heapUsedMb();
  const kept = planChanges(inputs, false);
  const changesHeapMb = heapUsedMb() - heapBeforeChanges;
  const perRuleMs: Record<string, number> = {};
  for (const definition of RULES) {
    const started = performance.now();
    for (const { snapshot } of inputs) definition.propose({ snapshot, clock, adLimitReached: false });
    perRuleMs[definition.rule] = round1(performance.now() - started);
  }
  results.rulesInNode = {
    skus: snapshots.length,
    snapshotJsonMb: round1(snapshotBytes / 2 ** 20),
    snapshotHeapMbPerSku: round1(snapshotHeapMb / snapshots.length),
    changes: planned,
    changesHeapMb: round1(changesHeapMb),
    kbPerChange: Number(((changesHeapMb * 1024) / kept.length).toFixed(2)),
    ms: stats(nodeMs),
    perRuleMs,
  };
  // One SKU after 1, 7 and 30 days of the automation: what the rules read back grows with the change log.
  const first = inputs[0];
  if (first) {
    const changes = planChanges([first], false);
    const steady: Record<string, unknown> = { changesADay: changes.length };
    for (const days of [0, 1, 7, 30]) {
      const snapshot = afterDays(first.snapshot, changes, days, new Date(at));
      steady[`after${days}Days`] = { history: snapshot.history.length, perRuleMs: msByRule(snapshot, clock) };
    }
    results.oneSkuSteadyStateInNode = steady;
  }
  if (SKIP_OTHERS) delete results.rulesInNode;
  else progress("rulesInNode", [results.rulesInNode, results.oneSkuSteadyStateInNode]);
  // The job's split planning: one request per invocation, each storing its share as the job does,
  // until every SKU is planned; the baseline (rules proposing nothing) first, then the rules.
  if (!WHOLE_ONLY && !RANK_ONLY) {
    const split = async (rules: "all" | "none") => {
      const invocations: Record<string, unknown>[] = [];
      const runKey = `bench-split-${rules}-${Date.now()}`;
      const budgetQuery = SPLIT_ENTITIES ? `&entities=${SPLIT_ENTITIES}` : "";
      let budget: SplitAnswer["budget"] | null = null;
      for (let done = false; !done; ) {
        if (SPLIT_RESTART) {
          await worker.restart();
          workerd = workerdOf(worker.persistTo);
        }
        const run = await measured(workerd, () =>
          plan(`&split=1&rules=${rules}&runKey=${runKey}${budgetQuery}`),
        );
        const answer = run.result as unknown as SplitAnswer;
        done = answer.done;
        budget = answer.budget;
        invocations.push({
          cpuMs: Math.round(run.cpuMs),
          wallMs: Math.round(run.wallMs),
          rssPeakMb: Math.round(run.rssPeakMb),
          skus: answer.skus,
          entities: answer.entities,
          planned: answer.planned,
          d1Statements: answer.d1.statements,
          d1BoundParameters: answer.d1.boundParameters,
        });
        if (invocations.length > 1000) throw new Error("the split planning does not end");
      }
      const cpu = invocations.map((invocation) => invocation.cpuMs as number);
      const wall = invocations.map((invocation) => invocation.wallMs as number);
      return {
        budget,
        invocations: invocations.length,
        cpuMsRange: range(cpu),
        cpuMsTotal: cpu.reduce((sum, value) => sum + value, 0),
        wallMsRange: range(wall),
        planned: invocations.reduce((sum, invocation) => sum + (invocation.planned as number), 0),
        each: invocations,
      };
    };
    const splitPlan = async (rules: "all" | "none") => {
      const result = await split(rules);
      await plan("&split=clean");
      return result;
    };
    try {
      const baselineSplit = await splitPlan("none");
      const rulesSplit = await splitPlan("all");
      results.splitPlanning = { rules: rulesSplit, baseline: baselineSplit };
    } catch (error) {
      results.splitPlanning = { error: String(error) };
    }
    progress("splitPlanning", results.splitPlanning);
  }
  // Last: the whole profile in one request, the slowest and most memory-hungry part (fewer rounds).
  try {
    if (!SPLIT_ONLY && !RANK_ONLY) results.wholeProfile = await compare("", WHOLE_PROFILE_ROUNDS);
  } catch (error) {
    results.wholeProfile = { error: String(error) };
  }
  results.loadAverageAfter = loadavg().map(round1);

  console.log(
    JSON.stringify(
      {
        benchmark: "automation",
        profile: PROFILE,
        ...counts,
        seedSeconds: round1(seedSeconds),
        rounds: ROUNDS,
        ...results,
      },
      null,
      2,
    ),
  );
} finally {
  worker.stop();
  await sandbox.stop();
  rmSync(sandboxData, { recursive: true, force: true });
}
