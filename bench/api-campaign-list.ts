/**
 * GET /api/campaigns/{profileId}/page over HTTP through the local Worker (wrangler dev, local D1)
 * against the naive SQL beneath such a list (campaigns joined to their raw daily rows, grouped,
 * summed, totalled, paged) run straight on the same SQLite file in one warm sqlite3 session. One
 * profile with 5,000 Quick Launch campaigns × 90 days × 3 placements, its campaign_running_totals
 * built by the sync's own statements; pages 1..50 of 100 rows, twice, for a 7-day and a 90-day range,
 * each page timed on both sides in turn after an untimed round that also checks both show the same
 * figures. Prints JSON with p50/p95 of both sides and the ratios worker / naive.
 * Run: npm run bench:api   (needs sqlite3 and stdbuf: apt-get install sqlite3 coreutils)
 */
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import type { CampaignList } from "../worker/contracts/campaigns/campaign-list";
import { lastDays } from "../worker/contracts/date-range";
import { naiveFigures, naiveSession, runningTotalsSql, seedSql } from "./api-campaign-list-data";
import { startBenchWorker } from "./support/bench-worker";
import { signUpAndIn, sqliteFile, stats, timedGet } from "./support/worker-requests";

const CAMPAIGNS = 5000;
const DAYS = 90;
const PAGES = 50;
const LIMIT = 100;
const ROUNDS = 2;
const TODAY = "2026-11-05";

const worker = await startBenchWorker("api-campaign-list");

try {
  const { cookie, userId } = await signUpAndIn(worker.url);
  const seedFile = worker.sideFile("seed.sql");
  writeFileSync(seedFile, seedSql(userId, CAMPAIGNS, DAYS, TODAY));
  await worker.execute(seedFile);
  rmSync(seedFile);
  const database = sqliteFile(worker.persistTo);
  const profileId = Number(
    execFileSync("sqlite3", [database, "select max(id) from amazon_profiles"], { encoding: "utf8" }).trim(),
  );
  const storeSql = worker.sideFile("store.sql");
  writeFileSync(storeSql, runningTotalsSql(profileId, CAMPAIGNS, DAYS, TODAY));
  await worker.execute(storeSql);
  rmSync(storeSql);

  const naive = naiveSession(database);
  const trivial: number[] = [];
  const results: Record<string, unknown> = {};
  try {
    for (let request = 0; request < 100; request += 1)
      trivial.push((await timedGet(`${worker.url}/api/health`, "")).ms);
    for (const days of [7, DAYS]) {
      const range = lastDays(TODAY, days);
      const workerMs: number[] = [];
      const naiveMs: number[] = [];
      // Round 0 warms both sides' caches and checks the figures; rounds 1 and 2 are timed. Each
      // page is asked of the Worker and then of the naive SQL, so load from elsewhere hits both alike.
      for (let round = 0; round <= ROUNDS; round += 1) {
        for (let page = 1; page <= PAGES; page += 1) {
          const url = `${worker.url}/api/campaigns/${profileId}/page?startDate=${range.startDate}&endDate=${range.endDate}&page=${page}&limit=${LIMIT}`;
          const { data, ms } = await timedGet<CampaignList>(url, cookie);
          if (data.campaigns.length !== LIMIT) throw new Error(`page ${page}: ${data.campaigns.length} rows`);
          const naiveTime = await naive.time(profileId, range, LIMIT, (page - 1) * LIMIT);
          if (round === 0) {
            if (page === 1 || page === PAGES)
              sameFigures(data, naiveFigures(database, profileId, range, LIMIT, (page - 1) * LIMIT));
            continue;
          }
          workerMs.push(ms);
          naiveMs.push(naiveTime);
        }
      }
      const workerStats = stats(workerMs);
      const naiveStats = stats(naiveMs);
      results[`${days}d`] = {
        range,
        worker: workerStats,
        naive: naiveStats,
        ratioP50: Number((workerStats.p50 / naiveStats.p50).toFixed(2)),
        ratioP95: Number((workerStats.p95 / naiveStats.p95).toFixed(2)),
      };
    }
  } finally {
    naive.close();
  }
  const ratios = [results["7d"], results[`${DAYS}d`]].map(
    (result) => (result as { ratioP95: number }).ratioP95,
  );
  console.log(
    JSON.stringify(
      {
        benchmark: "api-campaign-list",
        campaigns: CAMPAIGNS,
        days: DAYS,
        metricRows: CAMPAIGNS * DAYS * 3,
        pageSize: LIMIT,
        pages: PAGES,
        trivialWorkerRequest: stats(trivial),
        target: "worker p95 ≤ 0.5 × naive p95 for both ranges",
        ...results,
        met: ratios.every((ratio) => ratio <= 0.5),
      },
      null,
      2,
    ),
  );
} finally {
  worker.stop();
}

/** The Worker's page must show the naive SQL's figures: a fast wrong answer would not count. */
function sameFigures(list: CampaignList, naive: ReturnType<typeof naiveFigures>) {
  const shown = {
    ids: list.campaigns.map((row) => row.id),
    impressions: list.campaigns.map((row) => row.report?.impressions ?? 0),
    spend: list.campaigns.map((row) => row.report?.spend ?? 0),
    total: [list.total.count, list.total.impressions, list.total.clicks, list.total.spend, list.total.sales],
  };
  if (JSON.stringify(shown) !== JSON.stringify(naive))
    throw new Error(`the Worker's figures differ from the naive SQL's: ${JSON.stringify({ shown, naive })}`);
}
