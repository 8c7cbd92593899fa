/** Data and the naive baseline of bench/api-campaign-list.ts. */
import { execFileSync, spawn } from "node:child_process";
import type { SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { DateRange } from "../worker/contracts/date-range";
import { runningTotalsRefresh } from "../worker/mirror/campaign-running-totals";

/** One account, one profile, `campaigns` Quick Launch campaigns with `days` × 3 placement rows each. */
export const seedSql = (userId: string, campaigns: number, days: number, today: string) => `
insert into amazon_accounts (organisation_id, user_id, amazon_user_id, profile_name, profile_email, refresh_token_ciphertext)
  values ((select organisation_id from memberships where user_id = '${userId}' and role = 'owner'), '${userId}', 'bench', 'bench', 'bench@example.com', 'x');
insert into amazon_profiles (token_id, amazon_profile_id, country_code, currency_code, timezone, account_name, account_type)
  values ((select max(token_id) from amazon_accounts), 'bench', 'US', 'USD', 'America/Los_Angeles', 'Bench US', 'seller');
with recursive n(i) as (select 1 union all select i + 1 from n where i < ${campaigns})
insert into sp_campaigns (profile_id, campaign_id, name, state, targeting_type, budget_cents, start_date, bidding_strategy, placement_bidding, synced_at)
  select (select max(id) from amazon_profiles), 'c' || i, 'Campaign ' || printf('%05d', i),
    case when i % 3 = 0 then 'PAUSED' else 'ENABLED' end, case when i % 2 = 0 then 'AUTO' else 'MANUAL' end,
    1000 + i, '2026-08-01', 'LEGACY_FOR_SALES', '[]', 0 from n;
insert into managed_campaigns (profile_id, campaign_id, source, created_at)
  select profile_id, campaign_id, 'QUICK_LAUNCH', 0 from sp_campaigns where profile_id = (select max(id) from amazon_profiles);
with recursive d(k) as (select 0 union all select k + 1 from d where k < ${days - 1}),
  p(placement) as (values ('TOP_OF_SEARCH'), ('REST_OF_SEARCH'), ('PRODUCT_PAGES'))
insert into daily_metrics (profile_id, grain, entity_id, campaign_id, date, placement, impressions, clicks, cost_cents, orders, sales_cents, units)
  select c.profile_id, 'CAMPAIGN_PLACEMENT', c.campaign_id, c.campaign_id, date('${today}', '-' || k || ' days'), placement,
    100 + (k * 7 + length(c.campaign_id)) % 50, 5 + k % 4, 250 + k % 90, k % 3, 1000 + k % 700, k % 3
  from sp_campaigns c, d, p where c.profile_id = (select max(id) from amazon_profiles);`;

/**
 * The store the list reads, built by the sync's own statements (worker/mirror/campaign-running-totals.ts)
 * as after a first sync whose report touched every campaign from the first day; parameters inlined
 * so that `wrangler d1 execute` can run them.
 */
export function runningTotalsSql(profileId: number, campaigns: number, days: number, today: string) {
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  const campaignIds = Array.from({ length: campaigns }, (_, index) => `c${index + 1}`);
  const touched = { from: from.toISOString().slice(0, 10), to: today, campaignIds };
  return runningTotalsRefresh(profileId, touched, null).map(inlined).join(";\n");
}

const dialect = new SQLiteSyncDialect();

function inlined(statement: SQL): string {
  const { sql, params } = dialect.sqlToQuery(statement);
  let next = 0;
  return sql.replace(/\?/g, () => {
    const value = params[next++];
    return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

/** The obvious query: campaigns left-joined to their raw daily rows, grouped, summed, totalled, paged. */
const naiveSql = (profileId: number, range: DateRange, limit: number, offset: number) => `
select c.campaign_id, c.name, c.state, c.targeting_type, c.start_date, c.budget_cents,
  sum(dm.impressions), sum(dm.clicks), sum(dm.cost_cents), sum(dm.sales_cents), sum(dm.orders), sum(dm.units),
  count(*) over (), sum(sum(dm.impressions)) over (), sum(sum(dm.clicks)) over (), sum(sum(dm.cost_cents)) over (),
  sum(sum(dm.sales_cents)) over (), sum(sum(dm.orders)) over (), sum(sum(dm.units)) over ()
from managed_campaigns m
join sp_campaigns c on c.profile_id = m.profile_id and c.campaign_id = m.campaign_id
left join daily_metrics dm on dm.profile_id = c.profile_id and dm.campaign_id = c.campaign_id
  and dm.grain = 'CAMPAIGN_PLACEMENT' and dm.date between '${range.startDate}' and '${range.endDate}'
where m.profile_id = ${profileId} and m.source = 'QUICK_LAUNCH'
group by c.campaign_id order by c.name collate nocase, c.campaign_id limit ${limit} offset ${offset};`;

/**
 * One long-lived sqlite3 session on the D1 file (its page cache stays warm, as the Worker's does) that
 * times each naive statement with `.timer on`: statement time only, no process start counted. Line
 * buffered through stdbuf so each timing can be read before the next request is sent.
 */
export function naiveSession(database: string) {
  const child = spawn("stdbuf", ["-oL", "sqlite3", database], { stdio: ["pipe", "pipe", "inherit"] });
  child.stdout.setEncoding("utf8");
  let pending = "";
  let waiting: ((ms: number) => void) | undefined;
  child.stdout.on("data", (chunk: string) => {
    pending += chunk;
    const match = /Run Time: real ([\d.]+)/.exec(pending);
    if (match && waiting) {
      pending = "";
      waiting(Number(match[1]) * 1000);
      waiting = undefined;
    }
  });
  child.stdin.write(".output /dev/null\n.timer on\n");
  return {
    /** Milliseconds the naive statement for this page took. */
    time(profileId: number, range: DateRange, limit: number, offset: number) {
      return new Promise<number>((resolve) => {
        waiting = resolve;
        child.stdin.write(`${naiveSql(profileId, range, limit, offset)}\n`);
      });
    },
    close: () => child.stdin.end(),
  };
}

/** One page of the naive query as the list shows it (ids, impressions, spend in dollars, totals). */
export function naiveFigures(
  database: string,
  profileId: number,
  range: DateRange,
  limit: number,
  offset: number,
) {
  const output = execFileSync("sqlite3", ["-json", database, naiveSql(profileId, range, limit, offset)], {
    encoding: "utf8",
  });
  const rows = JSON.parse(output) as Record<string, number | string>[];
  const column = (row: Record<string, number | string> | undefined, name: string) => Number(row?.[name] ?? 0);
  const first = rows[0];
  return {
    ids: rows.map((row) => String(row.campaign_id)),
    impressions: rows.map((row) => column(row, "sum(dm.impressions)")),
    spend: rows.map((row) => column(row, "sum(dm.cost_cents)") / 100),
    total: [
      column(first, "count(*) over ()"),
      column(first, "sum(sum(dm.impressions)) over ()"),
      column(first, "sum(sum(dm.clicks)) over ()"),
      column(first, "sum(sum(dm.cost_cents)) over ()") / 100,
      column(first, "sum(sum(dm.sales_cents)) over ()") / 100,
    ],
  };
}
