/**
 * GET /api/statistics and /api/statistics/dashboard over HTTP through the local Worker (wrangler dev,
 * local D1) against the old definition (bench/statistics-baseline.ts: raw daily_metrics joined,
 * filtered, grouped and summed per request) run straight on the same SQLite file in one warm sqlite3
 * session. One profile with 5,000 Quick Launch campaigns × 90 days × 3 placements (a third paused, an
 * advertised SKU on 5 of them), its stores built by the sync's own statements. For a 7-day and a
 * 90-day range ending today and each filter (none, state=ENABLED, advertisedSkuId), an untimed round
 * checks that the Worker shows the baseline's figures, then each request is timed on both sides in
 * turn. Prints JSON with p50/p95 of both sides and the ratios worker / baseline.
 * Run: npm run bench:statistics   (needs sqlite3 and stdbuf: apt-get install sqlite3 coreutils)
 */
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { marketplaceToday } from "../worker/clock/zone-clock";
import { lastDays } from "../worker/contracts/date-range";
import type { DashboardData } from "../worker/contracts/statistics/dashboard";
import type { Statistics } from "../worker/contracts/statistics/statistics";
import { profileDailyTotalsRefresh } from "../worker/mirror/profile-daily-totals";
import { dashboardWindows } from "../worker/services/statistics/dashboard";
import { runningTotalsSql, seedSql } from "./api-campaign-list-data";
import {
  advertisedSkuSql,
  baselineSession,
  inlined,
  rowsOf,
  sameDashboard,
  sameStatistics,
} from "./api-statistics-data";
import { type BaselineScope, baselineDashboardFigures, baselineStatistics } from "./statistics-baseline";
import { startBenchWorker } from "./support/bench-worker";
import { compared, signUpAndIn, sqliteFile, stats, timedGet } from "./support/worker-requests";

const CAMPAIGNS = 5000;
const DAYS = 90;
const SKU_CAMPAIGNS = 5;
const ROUNDS = 5;
const TIMEZONE = "America/Los_Angeles";
// The Worker's "today" (no marketplace clock configured): the dashboard's last 7 days have figures.
const TODAY = marketplaceToday(TIMEZONE);

const worker = await startBenchWorker("api-statistics");

try {
  const { cookie, userId } = await signUpAndIn(worker.url);
  const database = sqliteFile(worker.persistTo);
  const seedFile = worker.sideFile("seed.sql");
  writeFileSync(seedFile, seedSql(userId, CAMPAIGNS, DAYS, TODAY));
  await worker.execute(seedFile);
  const profileId = Number(
    execFileSync("sqlite3", [database, "select max(id) from amazon_profiles"], { encoding: "utf8" }).trim(),
  );
  const firstDay = lastDays(TODAY, DAYS).startDate;
  writeFileSync(
    seedFile,
    [
      advertisedSkuSql(profileId, SKU_CAMPAIGNS),
      runningTotalsSql(profileId, CAMPAIGNS, DAYS, TODAY),
      ...profileDailyTotalsRefresh(profileId, { from: firstDay, to: TODAY }).map(inlined),
    ].join(";\n"),
  );
  await worker.execute(seedFile);
  rmSync(seedFile);
  const skuId = Number(
    execFileSync("sqlite3", [database, "select max(id) from advertised_skus"], { encoding: "utf8" }).trim(),
  );

  const baseline = baselineSession(database);
  const results: Record<string, unknown> = {};
  try {
    const trivial: number[] = [];
    for (let request = 0; request < 50; request += 1)
      trivial.push((await timedGet(`${worker.url}/api/health`, "")).ms);
    results.trivialWorkerRequest = stats(trivial);
    const filters: [string, string, BaselineScope][] = [
      ["all", "", { userId, state: "ALL" }],
      ["enabled", "&state=ENABLED", { userId, state: "ENABLED" }],
      ["sku", `&advertisedSkuId=${skuId}`, { userId, state: "ALL", advertisedSkuId: skuId }],
    ];
    for (const days of [7, DAYS]) {
      const range = lastDays(TODAY, days);
      for (const [name, query, scope] of filters) {
        const { days: daysSql, top } = baselineStatistics(scope, range);
        const url = `${worker.url}/api/statistics?startDate=${range.startDate}&endDate=${range.endDate}${query}`;
        const workerMs: number[] = [];
        const baselineMs: number[] = [];
        // Round 0 warms both sides and checks the figures; the others are timed, each request asked
        // of the Worker and then of the baseline, so load from elsewhere hits both alike.
        for (let round = 0; round <= ROUNDS; round += 1) {
          const { data: body, ms } = await timedGet<Statistics>(url, cookie);
          const baselineTime = await baseline.time([daysSql, top]);
          if (round === 0) {
            sameStatistics(body, rowsOf(database, daysSql), rowsOf(database, top));
            continue;
          }
          workerMs.push(ms);
          baselineMs.push(baselineTime);
        }
        results[`${days}d ${name}`] = compared(workerMs, baselineMs);
      }
    }
    const windows = dashboardWindows([{ timezone: TIMEZONE }] as never, new Date());
    const figures = baselineDashboardFigures({ userId }, windows);
    const workerMs: number[] = [];
    const baselineMs: number[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      const { data: body, ms } = await timedGet<DashboardData>(
        `${worker.url}/api/statistics/dashboard`,
        cookie,
      );
      const baselineTime = await baseline.time([figures]);
      if (round === 0) {
        sameDashboard(body, rowsOf(database, figures));
        continue;
      }
      workerMs.push(ms);
      baselineMs.push(baselineTime);
    }
    results.dashboard = compared(workerMs, baselineMs);
  } finally {
    baseline.close();
  }
  console.log(
    JSON.stringify(
      {
        benchmark: "api-statistics",
        campaigns: CAMPAIGNS,
        days: DAYS,
        metricRows: CAMPAIGNS * DAYS * 3,
        rounds: ROUNDS,
        ...results,
      },
      null,
      2,
    ),
  );
} finally {
  worker.stop();
}
