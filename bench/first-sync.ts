/**
 * A seller's first sync, end to end through the real Worker, queue and D1: duration, rows/s, the
 * sync's D1 statements and the Worker's peak resident memory. Baseline in the same run: the same
 * Amazon calls made bare from Node (bench/support/first-sync-bare.ts), nothing stored, so the
 * difference is what the pipeline itself costs. Prints JSON.
 *
 * The Worker and the sandbox run as their deploy bundles on Miniflare (the code Cloudflare runs, as the
 * end-to-end tests serve it), not under `wrangler dev`, whose proxy costs every request of both a
 * Node round trip. One untimed baseline run first lets the sandbox build and cache the seller's market,
 * which the first run after it would otherwise pay for. Then `--rounds` rounds, each a first sync of a
 * new user connecting the same seller and a baseline run, their order alternating: the machine is
 * shared and a single pair swings by 2× either way, so the ratio is the medians' and every round's is shown.
 *
 *   npm run bench:first-sync [-- --rounds 5]   the sandbox's demo seller (4 profiles)
 *   npm run bench:first-sync -- --large        a large seller: 100,000 keywords and targets, 60 days (1 round)
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { applyMigrations, freePort, startProductWithSandbox } from "../scripts/local-worker.mjs";
import { bareFirstSync } from "./support/first-sync-bare";
import { productFirstSync, type WorkerUnderTest } from "./support/first-sync-product";
import { workerdOf } from "./support/process-usage";
import { signUpAndIn, stats } from "./support/worker-requests";

const { values: options } = parseArgs({
  options: { large: { type: "boolean", default: false }, rounds: { type: "string" } },
});
const LARGE = options.large;
const ROUNDS = Number(options.rounds ?? (LARGE ? 1 : 5));
/** The Worker's pace locally (scripts/local-worker.mjs): 50 ms between polls, 15 polls an invocation. */
const POLL = { intervalMs: 50, maxPolls: 15 };
const LARGE_SELLER = {
  email: "large-seller@example.com",
  keywords: 50_000,
  targets: 50_000,
  days: 60,
};
const SELLER = LARGE ? LARGE_SELLER.email : "demo-seller@example.com";

mkdirSync(".data", { recursive: true });
const persistTo = mkdtempSync(".data/bench-sync-");
await applyMigrations(persistTo);
const [port, sandboxPort, d1Port] = [await freePort(), await freePort(), await freePort()];
const { sandbox, worker } = await startProductWithSandbox({
  port,
  sandboxPort,
  persistTo,
  runtime: "bundle",
  d1Port,
  workerVars: { SYNC_POLL_INTERVAL_MS: String(POLL.intervalMs) },
});

try {
  const seeding = performance.now();
  const seeded = LARGE
    ? await fetch(`${sandbox.url}/_sandbox/large-seller`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(LARGE_SELLER),
      }).then((response) => response.json() as Promise<Record<string, unknown>>)
    : undefined;
  const seedSeconds = (performance.now() - seeding) / 1000;
  const sandboxPids = workerdOf(`--port ${sandboxPort} `);
  // The large seller's sync holds D1 for long stretches: another seller reads meanwhile (not beside the
  // demo seller's half-second sync, whose timing the reads' own work would disturb).
  const readerCookie = LARGE ? (await signUpAndIn(worker.url)).cookie : undefined;
  const underTest: WorkerUnderTest = {
    url: worker.url,
    d1Url: `http://127.0.0.1:${d1Port}/DB`,
    pids: { worker: workerdOf(`--port ${port} `), sandbox: sandboxPids },
    sellerEmail: SELLER,
    readerCookie,
  };
  const loadBefore = loadavg();
  const warmUp = await bareFirstSync(sandbox.url, SELLER, POLL, sandboxPids);
  console.error(`warm-up: the bare calls in ${round(warmUp.seconds)} s`);

  const product: Awaited<ReturnType<typeof productFirstSync>>[] = [];
  const bare: Awaited<ReturnType<typeof bareFirstSync>>[] = [];
  for (let index = 0; index < ROUNDS; index++) {
    const runProduct = async () => product.push(await productFirstSync(underTest));
    const runBare = async () => bare.push(await bareFirstSync(sandbox.url, SELLER, POLL, sandboxPids));
    if (index % 2 === 0) await runProduct().then(runBare);
    else await runBare().then(runProduct);
    console.error(
      `round ${index + 1}/${ROUNDS}: synced in ${round(product[index]?.seconds ?? 0)} s, bare ${round(bare[index]?.seconds ?? 0)} s`,
    );
  }
  const loadAfter = loadavg();
  const first = product[0] as (typeof product)[number];
  const syncSeconds = median(product.map((run) => run.seconds));
  const bareSeconds = median(bare.map((run) => run.seconds));
  console.log(
    JSON.stringify(
      {
        benchmark: LARGE ? "first-sync --large" : "first-sync",
        seller: SELLER,
        ...(seeded && { sandboxSeed: { ...seeded, seconds: round(seedSeconds) } }),
        rounds: ROUNDS,
        profiles: bare[0]?.profiles,
        entities: first.entities,
        metricRows: first.metricRows,
        seconds: round(syncSeconds),
        secondsByRound: product.map((run) => round(run.seconds)),
        rowsPerSecond: Math.round((first.entities + first.metricRows) / syncSeconds),
        d1Statements: first.d1Statements,
        d1ByMessageKind: first.d1ByMessageKind,
        workerdRssMb: {
          before: Math.round(first.rssMb.before),
          peak: Math.round(Math.max(...product.map((run) => run.rssMb.peak))),
        },
        ...(LARGE && { otherSellerReadsMs: readStats(product.flatMap((run) => run.otherSellerReadsMs)) }),
        cpuMs: {
          worker: Math.round(median(product.map((run) => run.cpuMs.worker))),
          sandbox: Math.round(median(product.map((run) => run.cpuMs.sandbox))),
        },
        baseline: {
          what: "the same Amazon calls from Node, as many at once, rows read and dropped",
          seconds: round(bareSeconds),
          secondsByRound: bare.map((run) => round(run.seconds)),
          rowsRead: bare[0]?.rows,
          cpuMs: {
            node: Math.round(median(bare.map((run) => run.cpuMs.node))),
            sandbox: Math.round(median(bare.map((run) => run.cpuMs.sandbox))),
          },
        },
        ratio: round(syncSeconds / bareSeconds),
        ratioByRound: product.map((run, index) => round(run.seconds / (bare[index]?.seconds ?? Number.NaN))),
        loadAverage: { before: loadBefore.map(round), after: loadAfter.map(round) },
      },
      null,
      2,
    ),
  );
} finally {
  worker.stop();
  sandbox.stop();
  rmSync(persistTo, { recursive: true, force: true });
}

function round(value: number) {
  return Number(value.toFixed(2));
}

/** Another seller's reads during the syncs: how many, their p50 and p95, and the slowest (ms). */
function readStats(times: number[]) {
  return { ...stats(times), max: round(Math.max(0, ...times)) };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
