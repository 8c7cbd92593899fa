/**
 * A seller's first sync, end to end through the real Worker, queue and D1: duration, rows/s, the
 * sync's D1 statements and the Worker's peak resident memory. Baseline in the same run: the same
 * Amazon calls made bare from Node — the token exchange and profile lists of the connect, then per
 * profile the sync's own calls (its report requests, entity pages and report polls and downloads,
 * through the same functions, as many at once, the profiles side by side as a queue batch runs them)
 * — with nothing stored, so the difference is what the
 * pipeline itself costs. Prints JSON.
 *
 *   npm run bench:first-sync              the sandbox's demo seller (4 profiles)
 *   npm run bench:first-sync -- --large   a large seller: 100,000 keywords and targets, 60 days of reports
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { applyMigrations, freePort, startProductWithSandbox } from "../scripts/local-worker.mjs";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { offlineEnv, wranglerBin } from "../scripts/wrangler.mjs";
import { AdsClient } from "../worker/amazon/ads-client";
import type { AmazonConfig } from "../worker/amazon/amazon-config";
import { exchangeCode } from "../worker/amazon/lwa-client";
import { fetchUserProfile } from "../worker/amazon/lwa-user-profile";
import { marketplaceToday } from "../worker/amazon/marketplace-clock";
import { listProfiles } from "../worker/amazon/profiles";
import { ADS_REGIONS, regionOfCountry } from "../worker/amazon/regions";
import { listPages } from "../worker/amazon/sp-entities";
import { reportPlan } from "../worker/jobs/sync/report-plan";
import { collectReports, requestReports } from "../worker/jobs/sync/sync-reports";
import { listFilters } from "../worker/mirror/list-entities";
import { SYNCED_KINDS } from "../worker/mirror/sync-entities";
import { consent, json, untilSynced } from "./support/connect-seller";
import { cpuMs, rssMb, workerdOf } from "./support/process-usage";
import { signUpAndIn } from "./support/worker-requests";

const CLIENT = { id: "skupilot-local-client", secret: "skupilot-local-secret" };
const REDIRECT = "http://127.0.0.1/";
/** The Worker's pace locally (scripts/local-worker.mjs): 50 ms between polls, 15 polls an invocation. */
const POLL = { intervalMs: 50, maxPolls: 15 };
const LARGE = process.argv.includes("--large");
const LARGE_SELLER = {
  email: "large-seller@example.com",
  keywords: 50_000,
  targets: 50_000,
  days: 60,
};
const SELLER = LARGE ? LARGE_SELLER.email : "demo-seller@example.com";
const SYNC_DEADLINE_MS = 20 * 60 * 1000;

mkdirSync(".data", { recursive: true });
const persistTo = mkdtempSync(".data/bench-sync-");
await applyMigrations(persistTo);
const [port, sandboxPort] = [await freePort(), await freePort()];
const { sandbox, worker } = await startProductWithSandbox({
  port,
  sandboxPort,
  persistTo,
  workerVars: { SYNC_POLL_INTERVAL_MS: String(POLL.intervalMs) },
});

try {
  const seeding = performance.now();
  const seeded = LARGE
    ? await json(`${sandbox.url}/_sandbox/large-seller`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(LARGE_SELLER),
      })
    : undefined;
  const seedSeconds = (performance.now() - seeding) / 1000;
  const { cookie } = await signUpAndIn(worker.url);
  const start = await json(`${worker.url}/api/amazon/auth/sign-in?redirect=${worker.url}`, {
    headers: { cookie },
  });
  const { code, state } = await consent(start.data.url, undefined, SELLER);
  const loadBefore = loadavg();
  const pids = workerdOf(`--port ${port} `);
  const sandboxPids = workerdOf(`--port ${sandboxPort} `);
  const cpuBefore = { worker: cpuMs(pids), sandbox: cpuMs(sandboxPids) };
  const rssBefore = rssMb(pids);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(pids));
  }, 25);
  const started = performance.now();
  await json(
    `${worker.url}/api/amazon/auth/sign-in/callback?code=${code}&state=${encodeURIComponent(state)}`,
    { method: "POST", headers: { cookie, Origin: worker.url } },
  );
  await untilSynced(worker.url, cookie, SYNC_DEADLINE_MS);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const syncCpu = { worker: cpuMs(pids) - cpuBefore.worker, sandbox: cpuMs(sandboxPids) - cpuBefore.sandbox };
  const { d1 } = await untilIdle(worker.url);
  const rows = countRows();
  const syncStatements = (d1["sync-profile"]?.statements ?? 0) + (d1["sync-reports"]?.statements ?? 0);

  console.error(`synced in ${round(seconds)} s; the baseline's calls now`);
  const bareCpuBefore = { node: process.cpuUsage(), sandbox: cpuMs(sandboxPids) };
  const bare = await bareCalls(sandbox.url);
  const nodeCpu = process.cpuUsage(bareCpuBefore.node);
  const bareCpu = {
    node: (nodeCpu.user + nodeCpu.system) / 1000,
    sandbox: cpuMs(sandboxPids) - bareCpuBefore.sandbox,
  };
  const loadAfter = loadavg();
  console.log(
    JSON.stringify(
      {
        benchmark: LARGE ? "first-sync --large" : "first-sync",
        seller: SELLER,
        ...(seeded && { sandboxSeed: { ...seeded, seconds: round(seedSeconds) } }),
        profiles: bare.profiles,
        entities: rows.entities,
        metricRows: rows.metrics,
        seconds: round(seconds),
        rowsPerSecond: Math.round((rows.entities + rows.metrics) / seconds),
        d1Statements: syncStatements,
        d1ByMessageKind: d1,
        workerdRssMb: { before: Math.round(rssBefore), peak: Math.round(rssPeak) },
        cpuMs: { worker: Math.round(syncCpu.worker), sandbox: Math.round(syncCpu.sandbox) },
        baseline: {
          what: "the same Amazon calls from Node, as many at once, rows read and dropped",
          seconds: round(bare.seconds),
          rowsRead: bare.rows,
          cpuMs: { node: Math.round(bareCpu.node), sandbox: Math.round(bareCpu.sandbox) },
        },
        ratio: round(seconds / bare.seconds),
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

/** Until the work the sync queued (the automation's run) is done too, so the baseline runs on a quiet Worker. */
async function untilIdle(base: string) {
  const deadline = Date.now() + SYNC_DEADLINE_MS;
  while (Date.now() < deadline) {
    const jobs = await json(`${base}/__dev/jobs`);
    if (jobs.idle) return jobs as { d1: Record<string, { statements: number }> };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the queue did not go idle");
}

function countRows() {
  const query = (sql: string) => {
    const output = execFileSync(
      process.execPath,
      [wranglerBin, "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql],
      { env: offlineEnv(), encoding: "utf8" },
    );
    return Number(JSON.parse(output)[0].results[0].n);
  };
  const tables = ["sp_campaigns", "sp_ad_groups", "sp_product_ads", "sp_keywords", "sp_targets"];
  return {
    entities: query(`select ${tables.map((table) => `(select count(*) from ${table})`).join(" + ")} as n`),
    metrics: query(
      "select (select count(*) from daily_metrics) + (select count(*) from search_term_metrics) as n",
    ),
  };
}

/**
 * The baseline: what the connect asks Amazon (token, seller, profiles in every region), then each
 * profile's first sync as the queue runs it, the profiles side by side — its report requests, every
 * entity page and every report polled and downloaded, through the sync's own functions — every row
 * read, nothing stored.
 */
async function bareCalls(base: string) {
  const authorize = new URL(`${base}/ap/oa`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT.id,
    response_type: "code",
    redirect_uri: REDIRECT,
    state: "bench",
  }).toString();
  const { code } = await consent(authorize.toString(), "profile advertising::campaign_management", SELLER);
  const config: AmazonConfig = {
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    authorizeUrl: `${base}/ap/oa`,
    tokenUrl: `${base}/auth/o2/token`,
    apiUrlOverride: base,
    tokenEncryptionKey: "",
  };
  const { now } = await json(`${base}/_sandbox/clock`);
  const started = performance.now();
  const tokens = await exchangeCode({ ...config }, code, REDIRECT);
  const token = { current: async () => tokens.accessToken, refresh: async () => tokens.accessToken };
  await fetchUserProfile(config, tokens.accessToken);
  const profiles = [];
  for (const region of ADS_REGIONS)
    profiles.push(...(await listProfiles(new AdsClient(config, token, region))));
  let rows = 0;
  const drain = async (chunks: AsyncIterable<unknown[]>) => {
    let read = 0;
    for await (const chunk of chunks) read += chunk.length;
    rows += read;
    return read;
  };
  await Promise.all(
    profiles.map(async (profile) => {
      const client = new AdsClient(config, token, regionOfCountry(profile.countryCode));
      const plan = reportPlan(marketplaceToday(profile.timezone, new Date(now)), true);
      const reports = await requestReports(client, profile.profileId, plan);
      await Promise.all(
        SYNCED_KINDS.map((kind) => drain(listPages(client, profile.profileId, kind, listFilters(kind)))),
      );
      await collectReports(
        client,
        profile.profileId,
        reports,
        (_, chunks) => drain(chunks),
        async () => {},
        POLL,
      );
    }),
  );
  return { seconds: (performance.now() - started) / 1000, profiles: profiles.length, rows };
}
