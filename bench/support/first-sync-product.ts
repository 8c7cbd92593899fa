/**
 * One first sync through the product, as a seller makes it: a new user signs up, allows the sandbox's
 * consent page and comes back to the callback, which connects the account and queues the sync; timed
 * from the callback to the moment the last profile's sync was recorded SUCCEEDED.
 */
import { consent, json, untilQueueIdle, untilSynced } from "./connect-seller";
import { cpuMs, rssMb } from "./process-usage";
import { signUpAndIn } from "./worker-requests";

export type WorkerUnderTest = {
  url: string;
  /** Another signed-in seller, whose reads during the sync show how long D1 keeps them waiting. */
  readerCookie?: string;
  /** The Worker's D1 over HTTP (scripts/serve-bundle.mjs --d1-port). */
  d1Url: string;
  pids: { worker: number[]; sandbox: number[] };
  sellerEmail: string;
};

/** What the queue's consumers sent to D1, by message kind (GET /__dev/jobs). */
type D1Counts = Record<string, Record<string, number>>;

const SYNC_DEADLINE_MS = 20 * 60 * 1000;
const STATUS_READ_INTERVAL_MS = 250;
const READ_INTERVAL_MS = 100;
const MIRROR_TABLES = ["sp_campaigns", "sp_ad_groups", "sp_product_ads", "sp_keywords", "sp_targets"];
const METRIC_TABLES = ["daily_metrics", "search_term_metrics"];

export async function productFirstSync({ url, d1Url, pids, sellerEmail, readerCookie }: WorkerUnderTest) {
  const { cookie } = await signUpAndIn(url);
  const start = await json(`${url}/api/amazon/auth/sign-in?redirect=${url}`, { headers: { cookie } });
  const { code, state } = await consent(start.data.url, undefined, sellerEmail);
  const rowsBefore = await countRows(d1Url);
  const d1Before = (await untilQueueIdle<{ d1: D1Counts }>(url, SYNC_DEADLINE_MS)).d1;
  const cpuBefore = { worker: cpuMs(pids.worker), sandbox: cpuMs(pids.sandbox) };
  const rssBefore = rssMb(pids.worker);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(pids.worker));
  }, 25);
  const started = Date.now();
  const reader = readerCookie ? otherSellerReads(url, readerCookie) : undefined;
  await json(`${url}/api/amazon/auth/sign-in/callback?code=${code}&state=${encodeURIComponent(state)}`, {
    method: "POST",
    headers: { cookie, Origin: url },
  });
  const statuses = await untilSynced(url, cookie, SYNC_DEADLINE_MS, STATUS_READ_INTERVAL_MS);
  clearInterval(sampler);
  const readsMs = (await reader?.stop()) ?? [];
  const cpu = {
    worker: cpuMs(pids.worker) - cpuBefore.worker,
    sandbox: cpuMs(pids.sandbox) - cpuBefore.sandbox,
  };
  // The Worker's own record of the last profile's end, not the moment a status read happened to see it.
  const finished = Math.max(...statuses.map((row) => Date.parse(row.lastSucceededAt ?? "")));
  const d1After = (await untilQueueIdle<{ d1: D1Counts }>(url, SYNC_DEADLINE_MS)).d1;
  const rowsAfter = await countRows(d1Url);
  const d1ByMessageKind = Object.fromEntries(
    Object.entries(d1After).map(([kind, counts]) => [
      kind,
      Object.fromEntries(
        Object.entries(counts).map(([name, value]) => [name, value - (d1Before[kind]?.[name] ?? 0)]),
      ),
    ]),
  );
  return {
    seconds: (finished - started) / 1000,
    entities: rowsAfter.entities - rowsBefore.entities,
    metricRows: rowsAfter.metrics - rowsBefore.metrics,
    d1Statements:
      (d1ByMessageKind["sync-profile"]?.statements ?? 0) + (d1ByMessageKind["sync-reports"]?.statements ?? 0),
    d1ByMessageKind,
    rssMb: { before: rssBefore, peak: rssPeak },
    otherSellerReadsMs: readsMs,
    cpuMs: cpu,
  };
}

/**
 * Another seller's reads while the sync runs (GET /api/sync/status, a D1 read behind the sign-in
 * gate), one after another READ_INTERVAL_MS apart: each one's milliseconds, once stopped.
 */
function otherSellerReads(url: string, cookie: string) {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await json(`${url}/api/sync/status`, { headers: { cookie } });
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, READ_INTERVAL_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return times;
    },
  };
}

async function countRows(d1Url: string) {
  const sum = (tables: string[]) => tables.map((table) => `(select count(*) from ${table})`).join(" + ");
  const response = await fetch(d1Url, {
    method: "POST",
    body: `select ${sum(MIRROR_TABLES)} as entities, ${sum(METRIC_TABLES)} as metrics`,
  });
  const { results } = (await response.json()) as { results: { entities: number; metrics: number }[] };
  return results[0] as { entities: number; metrics: number };
}
