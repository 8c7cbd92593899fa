/**
 * GET /api/campaigns/{profileId}/page over HTTP through the local Worker (wrangler dev, local D1)
 * against the naive SQL beneath such a list (campaigns joined to their raw daily rows, grouped,
 * summed, totalled, paged) run straight on the same SQLite file with the sqlite3 CLI. One profile
 * with 5,000 Quick Launch campaigns × 90 days × 3 placements; pages 1..50 of 100 rows, for a 7-day
 * and a 90-day range. Prints JSON with p50/p95 of both and the ratio worker p95 / naive p95.
 * Run: npm run bench:api   (needs /usr/bin/sqlite3)
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, openSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { applyMigrations, freePort, runWrangler, startWorker } from "../scripts/local-worker.mjs";
import { lastDays } from "../worker/metrics/date-range";
import { naiveTimesMs, seedSql } from "./api-campaign-list-data";

const CAMPAIGNS = 5000;
const DAYS = 90;
const PAGES = 50;
const LIMIT = 100;
const TODAY = "2026-11-05";

const persistTo = mkdtempSync(".data/bench-campaign-list-");
await applyMigrations(persistTo);
const log = openSync(join(persistTo, "..", `${persistTo.split("/").pop()}.log`), "w");
const worker = await startWorker({
  port: await freePort(),
  persistTo,
  stdio: ["ignore", log, log],
  vars: { MARKETPLACE_CLOCK_URL: "" },
});

try {
  const { cookie, userId } = await signUpAndIn(worker.url);
  await runWrangler([
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    persistTo,
    "--command",
    seedSql(userId, CAMPAIGNS, DAYS, TODAY),
  ]);
  const database = sqliteFile(persistTo);
  const profileId = Number(
    execFileSync("sqlite3", [database, "select max(id) from amazon_profiles"], { encoding: "utf8" }).trim(),
  );

  const results: Record<string, unknown> = {};
  for (const days of [7, DAYS]) {
    const range = lastDays(TODAY, days);
    const workerMs: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (let page = 1; page <= PAGES; page += 1) {
        const url = `${worker.url}/api/campaigns/${profileId}/page?startDate=${range.startDate}&endDate=${range.endDate}&page=${page}&limit=${LIMIT}`;
        const { response, body, ms } = await timedGet(url, cookie);
        workerMs.push(ms);
        if (!response.ok || body.data.campaigns.length !== LIMIT)
          throw new Error(`page ${page}: ${response.status}`);
      }
    }
    const naiveMs = naiveTimesMs(database, profileId, range, PAGES, LIMIT, 2);
    const workerStats = stats(workerMs);
    const naive = stats(naiveMs);
    results[`${days}d`] = {
      range,
      worker: workerStats,
      naive,
      ratioP95: Number((workerStats.p95 / naive.p95).toFixed(2)),
    };
  }
  console.log(
    JSON.stringify(
      {
        benchmark: "campaign-list",
        campaigns: CAMPAIGNS,
        days: DAYS,
        metricRows: CAMPAIGNS * DAYS * 3,
        pageSize: LIMIT,
        pages: PAGES,
        target: "worker p95 ≤ 0.5 × naive p95",
        ...results,
      },
      null,
      2,
    ),
  );
} finally {
  worker.stop();
  rmSync(persistTo, { recursive: true, force: true });
}

/** One timed GET; a keep-alive socket the server closed while idle is retried once, untimed. */
async function timedGet(url: string, cookie: string, retry = true) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { cookie } });
    const body = (await response.json()) as { data: { campaigns: unknown[] } };
    return { response, body, ms: performance.now() - started };
  } catch (error) {
    if (!retry) throw error;
    return timedGet(url, cookie, false);
  }
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
  return { samples: sorted.length, p50: at(0.5), p95: at(0.95) };
}

function sqliteFile(root: string): string {
  const found = (readdirSync(root, { recursive: true }) as string[]).filter(
    (path) =>
      path.includes("D1DatabaseObject") && path.endsWith(".sqlite") && !path.endsWith("metadata.sqlite"),
  );
  if (found.length !== 1) throw new Error(`expected one D1 file, found ${found.join(", ")}`);
  return join(root, found[0] ?? "");
}

async function signUpAndIn(base: string) {
  const user = { name: "Bench", email: `bench-${Date.now()}@example.com`, password: "bench-password" };
  const created = await fetch(`${base}/api/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(user),
  });
  const userId = ((await created.json()) as { data: { id: string } }).data.id;
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((line) => line.split(";")[0]);
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      cookie: jar.join("; "),
      Origin: base,
      "X-Auth-Return-Redirect": "1",
    },
    body: new URLSearchParams({ email: user.email, password: user.password, csrfToken }),
  });
  const cookie = [...jar, ...signIn.headers.getSetCookie().map((line) => line.split(";")[0])].join("; ");
  return { cookie, userId };
}
