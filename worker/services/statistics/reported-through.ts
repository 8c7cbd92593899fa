import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type StatisticsScope, scopeProfileIds } from "./scope";

/**
 * The last date any of the scope's profiles has synced figures for: Amazon publishes a day's report
 * hours after it ends, so the days after it (today, often yesterday) are not reported yet, not zero.
 * Null when nothing was ever synced.
 */
export async function reportedThrough(db: Database, scope: StatisticsScope): Promise<string | null> {
  const [row] = await db.all<{ last: string | null }>(
    sql`select max(t.date) as last from profile_daily_totals t where t.profile_id in (${scopeProfileIds(scope)})`,
  );
  return row?.last ?? null;
}
