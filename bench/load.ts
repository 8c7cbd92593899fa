/**
 * bench:load — the local Worker (wrangler dev, local D1, the sandbox as Amazon) driven from this
 * second process by N signed-in sellers at once, each a loop with one request in flight, for a bounded
 * time: the main reads (dashboard, campaign list, campaign page, SKU list), a write mix (a campaign's
 * budget, a SKU's settings; both reach the sandbox's Amazon) and /api/health in the same run. Each
 * seller is a user of its own, connected to the sandbox's demo seller (first sync done) with one of
 * its campaigns migrated to an advertised SKU. Prints one JSON document: per endpoint p50/p95/p99,
 * throughput and errors; progress on stderr.
 *
 *   npm run bench:load -- [--sellers 8] [--seconds 30]
 *
 * Plain fetch (Node's undici) with bounded concurrency: one request in flight per seller.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { applyMigrations, freePort, startProductWithSandbox } from "../scripts/local-worker.mjs";
import { untilQueueIdle } from "./support/connect-seller";
import { cpuMs, workerdOf } from "./support/process-usage";
import { type ReadySeller, readySeller } from "./support/ready-seller";
import { signUpAndIn } from "./support/worker-requests";

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const SELLERS = option("sellers", 8);
const SECONDS = option("seconds", 30);
const progress = (line: string) => console.error(`[bench:load] ${line}`);

type Seller = ReadySeller;
type Endpoint = {
  name: string;
  weight: number;
  request: (seller: Seller, n: number) => [string, RequestInit?];
};

const put = (body: unknown): RequestInit => ({ method: "PUT", body: JSON.stringify(body) });
/** The mix: reads most, a write in ten, and the trivial answer beside them. */
const ENDPOINTS: Endpoint[] = [
  {
    name: "GET /api/health",
    weight: 2,
    request: () => ["/api/health"],
  },
  {
    name: "GET /api/statistics/dashboard",
    weight: 3,
    request: (s) => [`/api/statistics/dashboard?profileId=${s.profileId}`],
  },
  {
    name: "GET /api/campaigns/:profileId/page",
    weight: 3,
    request: (s) => [`/api/campaigns/${s.profileId}/page?page=1&limit=10`],
  },
  {
    name: "GET /api/campaigns/:profileId/:campaignId",
    weight: 3,
    request: (s) => [`/api/campaigns/${s.profileId}/${s.campaignId}`],
  },
  {
    name: "GET /api/advertised-sku/:profileId/page",
    weight: 3,
    request: (s) => [`/api/advertised-sku/${s.profileId}/page?page=1&limit=10`],
  },
  {
    name: "PUT /api/campaigns/:profileId/:campaignId (budget)",
    weight: 1,
    request: (s, n) => [
      `/api/campaigns/${s.profileId}/${s.campaignId}`,
      put({ budget: 20 + (n % 50) / 100 }),
    ],
  },
  {
    name: "PUT /api/advertised-sku/:profileId/:skuId (settings)",
    weight: 1,
    request: (s, n) => [
      `/api/advertised-sku/${s.profileId}/${s.skuId}`,
      put({ maxDailyBudget: 30 + (n % 50) }),
    ],
  },
];
/** The endpoints in a fixed rotation, each as often as its weight. */
const ROTATION = ENDPOINTS.flatMap((endpoint) => Array.from({ length: endpoint.weight }, () => endpoint));

const loadBefore = loadavg();
const persistTo = mkdtempSync(".data/bench-load-");
await applyMigrations(persistTo);
const { sandbox, worker } = await startProductWithSandbox({
  port: await freePort(),
  sandboxPort: await freePort(),
  persistTo,
  workerVars: { SYNC_POLL_INTERVAL_MS: "50" },
});
const base: string = worker.url;

try {
  const setupStarted = performance.now();
  // Signed up one after another (the bench e-mail is made of the time), connected and synced together.
  const cookies: string[] = [];
  for (let index = 0; index < SELLERS; index++) cookies.push((await signUpAndIn(base)).cookie);
  let ready = 0;
  const sellers = await Promise.all(
    cookies.map(async (cookie) => {
      const seller = await readySeller(base, cookie);
      progress(`seller ${++ready}/${SELLERS} connected, synced, a campaign migrated`);
      return seller;
    }),
  );
  // The queue's work the connects left (syncs, then automation runs) done before anything is timed.
  await untilQueueIdle(base);
  const setupSeconds = (performance.now() - setupStarted) / 1000;

  // Alone first: each endpoint 10 times, one request at a time, for what load adds.
  const alone = new Map<string, number[]>(ENDPOINTS.map((endpoint) => [endpoint.name, []]));
  for (let n = 0; n < 10; n++) {
    for (const endpoint of ENDPOINTS) {
      const timed = await timedRequest(sellers[0] as Seller, endpoint, n);
      if (!timed.ok) throw new Error(`alone: ${timed.error}`);
      alone.get(endpoint.name)?.push(timed.ms);
    }
  }

  const samples = new Map<string, number[]>(ENDPOINTS.map((endpoint) => [endpoint.name, []]));
  const errors = new Map<string, number>(ENDPOINTS.map((endpoint) => [endpoint.name, 0]));
  const errorSamples: string[] = [];
  const loadStart = loadavg();
  progress(
    `driving ${SELLERS} sellers for ${SECONDS} s (load average ${loadStart.map((v) => v.toFixed(2)).join(" ")})`,
  );
  // CPU of the product's workerd (the Worker with its local D1), the sandbox's apart: per request it
  // says what the machine's load cannot, the work one request costs.
  const sandboxPids = new Set(workerdOf("sandbox/wrangler.toml"));
  const workerPids = workerdOf(persistTo).filter((pid) => !sandboxPids.has(pid));
  const cpuBefore = { worker: cpuMs(workerPids), sandbox: cpuMs([...sandboxPids]) };
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    sellers.map(async (seller, index) => {
      // Each seller starts at another place in the rotation, so the mix is even at every moment.
      for (let n = index * 3; performance.now() < deadline; n++) {
        const endpoint = ROTATION[n % ROTATION.length] as Endpoint;
        const timed = await timedRequest(seller, endpoint, n);
        if (!timed.ok) {
          errors.set(endpoint.name, (errors.get(endpoint.name) ?? 0) + 1);
          if (errorSamples.length < 5) errorSamples.push(`${endpoint.name}: ${timed.error}`);
        }
        samples.get(endpoint.name)?.push(timed.ms);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = {
    worker: cpuMs(workerPids) - cpuBefore.worker,
    sandbox: cpuMs([...sandboxPids]) - cpuBefore.sandbox,
  };
  for (const sample of errorSamples) progress(`error: ${sample}`);

  const all = [...samples.values()].flat();
  console.log(
    JSON.stringify(
      {
        benchmark: "load",
        sellers: SELLERS,
        inFlightPerSeller: 1,
        seconds: Number(elapsed.toFixed(1)),
        setupSeconds: Number(setupSeconds.toFixed(1)),
        cores: availableParallelism(),
        total: { ...latency(all, elapsed), errors: [...errors.values()].reduce((a, b) => a + b, 0) },
        workerdCpu: {
          workerMsPerRequest: round2(cpu.worker / all.length),
          workerCoreShare: round2(cpu.worker / 1000 / elapsed),
          sandboxMsPerRequest: round2(cpu.sandbox / all.length),
        },
        endpoints: Object.fromEntries(
          ENDPOINTS.map((endpoint) => [
            endpoint.name,
            {
              ...latency(samples.get(endpoint.name) ?? [], elapsed),
              errors: errors.get(endpoint.name) ?? 0,
              aloneP50: latency(alone.get(endpoint.name) ?? [], 1).p50,
            },
          ]),
        ),
        note: "aloneP50: the endpoint one request at a time (seller 1, 10 each) before the load, same run",
        loadAverage: {
          beforeSetup: loadBefore.map(round2),
          atStart: loadStart.map(round2),
          atEnd: loadavg().map(round2),
        },
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

function round2(value: number) {
  return Number(value.toFixed(2));
}

/** Requests, throughput and latency percentiles of the samples (ms). */
function latency(samples: number[], seconds: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => round2(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    requests: sorted.length,
    perSecond: round2(sorted.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

/** One request of the endpoint as the seller, timed to the end of its body; a non-2xx answer is an error. */
async function timedRequest(seller: Seller, endpoint: Endpoint, n: number) {
  const [path, init = {}] = endpoint.request(seller, n);
  const sent = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { cookie: seller.cookie, Origin: base, "Content-Type": "application/json" },
    });
    const text = await response.text();
    const ms = performance.now() - sent;
    return response.ok
      ? { ok: true, ms }
      : { ok: false, ms, error: `${response.status} ${text.slice(0, 200)}` };
  } catch (error) {
    return { ok: false, ms: performance.now() - sent, error: String(error) };
  }
}
