/** Data, the baseline session and the answer check of bench/api-statistics.ts. */
import { execFileSync, spawn } from "node:child_process";
import type { SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { diff, ratiosOf, reportOf } from "../worker/contracts/metrics";
import type { DashboardData } from "../worker/contracts/statistics/dashboard";
import type { Statistics } from "../worker/contracts/statistics/statistics";

/** One advertised SKU of the profile, linked to its first `campaigns` managed campaigns. */
export const advertisedSkuSql = (profileId: number, campaigns: number) => `
insert into advertised_skus (profile_id, sku, asin, max_daily_budget_cents, bid_min_cents, bid_max_cents)
  values (${profileId}, 'BENCH-1', 'B0BENCH001', 1000, 2, 300);
update managed_campaigns set advertised_sku_id = (select max(id) from advertised_skus)
  where profile_id = ${profileId} and campaign_id in (${Array.from({ length: campaigns }, (_, i) => `'c${i + 1}'`).join(", ")});`;

const dialect = new SQLiteSyncDialect();

/** A statement with its parameters written in, for sqlite3 and `wrangler d1 execute`. */
export function inlined(statement: SQL): string {
  const { sql, params } = dialect.sqlToQuery(statement);
  let next = 0;
  return sql.replace(/\?/g, () => {
    const value = params[next++];
    return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

/**
 * One long-lived sqlite3 session on the D1 file (its page cache stays warm, as the Worker's does)
 * timing statements with `.timer on`: statement time only, no process start counted.
 */
export function baselineSession(database: string) {
  const child = spawn("stdbuf", ["-oL", "sqlite3", database], { stdio: ["pipe", "pipe", "inherit"] });
  child.stdout.setEncoding("utf8");
  let pending = "";
  let expected = 0;
  let timings: number[] = [];
  let done: ((ms: number) => void) | undefined;
  child.stdout.on("data", (chunk: string) => {
    pending += chunk;
    for (const match of pending.matchAll(/Run Time: real ([\d.]+)/g)) timings.push(Number(match[1]) * 1000);
    pending = pending.slice(pending.lastIndexOf("Run Time") + 1);
    if (done && timings.length >= expected) {
      const total = timings.reduce((sum, ms) => sum + ms, 0);
      timings = [];
      done(total);
      done = undefined;
    }
  });
  child.stdin.write(".output /dev/null\n.timer on\n");
  return {
    /** Milliseconds the statements took together, run one after the other. */
    time(statements: SQL[]) {
      return new Promise<number>((resolve) => {
        expected = statements.length;
        done = resolve;
        child.stdin.write(`${statements.map((statement) => `${inlined(statement)};`).join("\n")}\n`);
      });
    },
    close: () => child.stdin.end(),
  };
}

type Row = Record<string, number | string | null>;

export const rowsOf = (database: string, statement: SQL): Row[] =>
  JSON.parse(
    execFileSync("sqlite3", ["-json", database, inlined(statement)], { encoding: "utf8" }) || "[]",
  ) as Row[];

const figures = (row: Row | undefined) => ({
  impressions: Number(row?.impressions ?? 0),
  clicks: Number(row?.clicks ?? 0),
  spendCents: Number(row?.spendCents ?? 0),
  salesCents: Number(row?.salesCents ?? 0),
  orders: Number(row?.orders ?? 0),
  units: Number(row?.units ?? 0),
});

/** The Worker must show the baseline's figures: a fast wrong answer would not count. */
export function sameStatistics(shown: Statistics, days: Row[], top: Row[]) {
  const byDate = new Map(days.map((row) => [String(row.date), reportOf(figures(row))]));
  const expected = {
    daily: shown.daily.map((day) => byDate.get(day.date) ?? reportOf(figures(undefined))),
    top: top.map((row) => ({ id: row.campaignId, report: reportOf(figures(row)) })),
  };
  const actual = {
    daily: shown.daily.map(({ date: _, ...report }) => report),
    top: shown.topCampaigns.map((campaign) => ({ id: campaign.id, report: campaign.report })),
  };
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(
      `the Worker's statistics differ from the baseline's: ${JSON.stringify({ actual, expected })}`,
    );
}

/** The dashboard's ratios and differences must be the baseline's. */
export function sameDashboard(shown: DashboardData, periods: Row[]) {
  const of = (period: string) => ratiosOf(figures(periods.find((row) => row.period === period)));
  const current = of("current");
  const previous = of("previous");
  const expected = [current.roas, current.acos, current.ctr, current.cvr, diff(current.roas, previous.roas)];
  const actual = [shown.roas, shown.acos, shown.ctr, shown.cvr, shown.diffRoas];
  if (current.roas === null || JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`the dashboard differs from the baseline: ${JSON.stringify({ actual, expected })}`);
}
