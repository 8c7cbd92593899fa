/**
 * The first sync of the sandbox's demo seller (4 profiles), end to end through the real Worker,
 * queue and D1: duration and rows/s. Baseline in the same run: the same Amazon calls (every entity
 * page and every report of the first-sync plan) made straight from Node with no storage, so the
 * difference is what the pipeline itself costs. Prints JSON. Run: npx tsx bench/first-sync.ts
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { applyMigrations, freePort, startProductWithSandbox } from "../scripts/local-worker.mjs";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { offlineEnv, wranglerBin } from "../scripts/wrangler.mjs";
import { AdsClient } from "../worker/amazon/ads-client";
import type { AmazonConfig } from "../worker/amazon/amazon-config";
import { marketplaceToday } from "../worker/amazon/marketplace-clock";
import { createReport, downloadReport, getReport } from "../worker/amazon/reports";
import { listAll } from "../worker/amazon/sp-entities";
import { SP_KINDS, type SpKind } from "../worker/amazon/sp-kinds";
import { reportPlan } from "../worker/jobs/sync/report-plan";
import { consent, json, untilSynced } from "./support/connect-seller";
import { signUpAndIn } from "./support/worker-requests";

const CLIENT = { id: "skupilot-local-client", secret: "skupilot-local-secret" };
const persistTo = mkdtempSync(".data/bench-sync-");
await applyMigrations(persistTo);
const [port, sandboxPort] = [await freePort(), await freePort()];
const { sandbox, worker } = await startProductWithSandbox({
  port,
  sandboxPort,
  persistTo,
  workerVars: { SYNC_POLL_INTERVAL_MS: "50" },
});

try {
  const { cookie } = await signUpAndIn(worker.url);
  const start = await json(`${worker.url}/api/amazon/auth/sign-in?redirect=${worker.url}`, {
    headers: { cookie },
  });
  const { code, state } = await consent(start.data.url);
  const started = performance.now();
  await json(
    `${worker.url}/api/amazon/auth/sign-in/callback?code=${code}&state=${encodeURIComponent(state)}`,
    {
      method: "POST",
      headers: { cookie, Origin: worker.url },
    },
  );
  await untilSynced(worker.url, cookie);
  const seconds = (performance.now() - started) / 1000;
  const rows = countRows();

  const baselineSeconds = await marketplaceOnly(sandbox.url);
  console.log(
    JSON.stringify(
      {
        benchmark: "first-sync",
        seller: "demo-seller@example.com",
        profiles: 4,
        entities: rows.entities,
        metricRows: rows.metrics,
        seconds: Number(seconds.toFixed(2)),
        rowsPerSecond: Math.round((rows.entities + rows.metrics) / seconds),
        baseline: {
          what: "the same Amazon calls from Node, nothing stored",
          seconds: Number(baselineSeconds.toFixed(2)),
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
    entities: tables.reduce((total, table) => total + query(`select count(*) as n from ${table}`), 0),
    metrics: query(
      "select (select count(*) from daily_metrics) + (select count(*) from search_term_metrics) as n",
    ),
  };
}

/** The baseline: every entity page and every first-sync report, fetched and parsed, nothing stored. */
async function marketplaceOnly(base: string) {
  const authorize = new URL(`${base}/ap/oa`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT.id,
    response_type: "code",
    redirect_uri: "http://127.0.0.1/",
    state: "bench",
  }).toString();
  const { code } = await consent(authorize.toString(), "advertising::campaign_management");
  const tokens = await json(`${base}/auth/o2/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: "http://127.0.0.1/",
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    }),
  });
  const config: AmazonConfig = {
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    authorizeUrl: `${base}/ap/oa`,
    tokenUrl: `${base}/auth/o2/token`,
    apiUrlOverride: base,
    tokenEncryptionKey: "",
  };
  const token = { current: async () => tokens.access_token, refresh: async () => tokens.access_token };
  const client = new AdsClient(config, token, "NA");
  const profiles =
    (await client.send<{ profileId: number; timezone: string }[]>({ method: "GET", path: "/v2/profiles" })) ??
    [];
  const { now } = await json(`${base}/_sandbox/clock`);
  const started = performance.now();
  for (const profile of profiles) {
    const id = String(profile.profileId);
    const regional = new AdsClient(
      config,
      token,
      ["Europe/London", "Europe/Paris"].includes(profile.timezone) ? "EU" : "NA",
    );
    await Promise.all((Object.keys(SP_KINDS) as SpKind[]).map((kind) => listAll(regional, id, kind)));
    const plan = reportPlan(marketplaceToday(profile.timezone, new Date(now)), true).map((spec) => ({
      ...spec,
      name: `baseline ${spec.name}`,
    }));
    const ids = [];
    for (const spec of plan) ids.push(await createReport(regional, id, spec));
    for (const reportId of ids) {
      let job = await getReport(regional, id, reportId);
      while (job.status !== "COMPLETED") {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = await getReport(regional, id, reportId);
      }
      await downloadReport(job.url as string);
    }
  }
  return (performance.now() - started) / 1000;
}
