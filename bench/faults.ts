/**
 * bench:faults — the fault comparison of tests/workers/automation/fault-parity.test.ts at a chosen rate, over as
 * many runs (seeds) as asked: each run syncs a seeded seller's profile fault-free and with every
 * fault at the rate (429 with Retry-After, 5xx, latency, throttled batch items, failed reports, report
 * downloads cut halfway), kills a sync midway and runs it again, then runs the automation job
 * fault-free and faulted and kills one after Amazon took an addition. It counts rows lost or extra
 * against the fault-free sync, and changes applied twice from the sandbox's write log. The same
 * comparison as the suite, in workerd with real D1.
 *
 *   npm run bench:faults -- [--rate 0.2] [--runs 3] [--seed bench] [--retry-after 1]
 *
 * The 429s carry Retry-After: 1 s by default, slept through as the product's retry policy does.
 *
 * Prints one JSON document on stdout; the test run's progress goes to stderr.
 */
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? (process.argv[at + 1] as string) : fallback;
};
const rate = Number(option("rate", "0.2"));
const runs = Number(option("runs", "3"));
const seed = option("seed", "bench");
const retryAfterSeconds = Number(option("retry-after", "1"));
if (!(rate >= 0 && rate <= 1) || !Number.isInteger(runs) || runs < 1) {
  console.error(
    "usage: npm run bench:faults -- [--rate 0..1] [--runs n ≥ 1] [--seed text] [--retry-after s]",
  );
  process.exit(2);
}

type Figures = Record<string, unknown> & { job: string; seed: string };
const figures: Figures[] = [];
const loadBefore = loadavg();
const started = performance.now();

const child = spawn(
  process.execPath,
  [
    "node_modules/vitest/vitest.mjs",
    "run",
    "--config",
    "tests/workers/vitest.config.ts",
    "tests/workers/automation/fault-parity.test.ts",
  ],
  {
    env: { ...process.env, SKUPILOT_FAULT_BENCH: JSON.stringify({ rate, seed, runs, retryAfterSeconds }) },
    stdio: ["ignore", "pipe", "pipe"],
  },
);
const stopChild = () => child.kill("SIGTERM");
process.once("SIGINT", stopChild);
process.once("SIGTERM", stopChild);

const lines = (stream: NodeJS.ReadableStream) => createInterface({ input: stream });
const MARK = "FAULT-FIGURES ";
for (const stream of [child.stdout, child.stderr]) {
  lines(stream).on("line", (line) => {
    const at = line.indexOf(MARK);
    if (at >= 0) {
      const parsed = JSON.parse(line.slice(at + MARK.length)) as Figures;
      figures.push(parsed);
      console.error(`[bench:faults] ${parsed.job} ${parsed.seed}: ${line.slice(at + MARK.length)}`);
    } else if (/✓|×|FAIL|Tests |Error/.test(line) && !line.startsWith("Sourcemap")) {
      console.error(line);
    }
  });
}
const exitCode: number = await new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));

const of = (job: string) => figures.filter((entry) => entry.job === job);
const sum = (entries: Figures[], field: string) =>
  entries.reduce((total, entry) => total + Number(entry[field] ?? 0), 0);
const list = (entries: Figures[], field: string) => entries.map((entry) => entry[field]);
const [syncs, automations, killed] = [of("sync"), of("automation"), of("automation-killed")];

console.log(
  JSON.stringify(
    {
      benchmark: "faults",
      faultRate: rate,
      faults: {
        rateLimitRate: rate,
        retryAfterSeconds,
        serverErrorRate: rate,
        latencyMs: rate > 0 ? 3 : 0,
        throttledItemRate: rate,
        failedReportRate: rate,
        cutDownloadRate: rate,
      },
      seed,
      runs,
      runsReported: { sync: syncs.length, automation: automations.length, automationKilled: killed.length },
      lostRows: sum(syncs, "lostRows"),
      extraRows: sum(syncs, "extraRows"),
      doubleApplied: sum(automations, "doubleApplied") + sum(killed, "doubleApplied"),
      resentSameValue: sum(automations, "resent") + sum(killed, "resent"),
      automationOutcomesDifferent: sum(automations, "differentOutcomes"),
      syncsSucceeded: syncs.filter((entry) => entry.succeeded === true).length,
      testsPassed: exitCode === 0,
      sync: {
        rowsPerRun: list(syncs, "rows"),
        amazonCallsFaultFree: list(syncs, "amazonCalls"),
        faultedAnswers: list(syncs, "faultedAnswers"),
        downloadsReadAgain: list(syncs, "downloadsReadAgain"),
        deliveries: list(syncs, "deliveries"),
      },
      automation: {
        changesPerRun: list(automations, "changes"),
        faultedAnswers: list(automations, "faultedAnswers"),
        invocations: list(automations, "invocations"),
        amazonWrites: list(automations, "amazonWrites"),
      },
      durations: {
        totalSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
        syncCleanMs: list(syncs, "cleanMs"),
        syncFaultedMs: list(syncs, "faultedMs"),
        automationCleanMs: list(automations, "cleanMs"),
        automationFaultedMs: list(automations, "faultedMs"),
      },
      loadAverage: {
        before: loadBefore.map((value) => Number(value.toFixed(2))),
        after: loadavg().map((value) => Number(value.toFixed(2))),
      },
    },
    null,
    2,
  ),
);
process.exit(exitCode);
