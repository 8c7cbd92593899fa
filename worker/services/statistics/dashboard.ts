import { type SQL, sql } from "drizzle-orm";
import { marketplaceToday } from "../../amazon/marketplace-clock";
import { type DateRange, lastDays, previousRange } from "../../contracts/date-range";
import { diff, ratiosOf } from "../../contracts/metrics";
import type { DashboardData } from "../../contracts/statistics/dashboard";
import type { Database } from "../../db/client";
import { type FigureRow, figuresOf } from "../../db/figures-sql";
import type { OwnProfile } from "../amazon-accounts/own-profile";
import { sumFigures } from "./scope";

export type { DashboardData };

type Window = { timezone: string; period: "current" | "previous" } & DateRange;

/** The last 7 marketplace days and the 7 before them, per time zone among the profiles. */
export function dashboardWindows(profiles: OwnProfile[], now: Date): Window[] {
  const timezones = [...new Set(profiles.map((profile) => profile.timezone))];
  return timezones.flatMap((timezone) => {
    const current = lastDays(marketplaceToday(timezone, now));
    return [
      { timezone, period: "current" as const, ...current },
      { timezone, period: "previous" as const, ...previousRange(current) },
    ];
  });
}

/** Who is asked about: the user's profiles, or one of them (already checked to be theirs). */
export type DashboardScope = { userId: string; profileId?: number; profiles: OwnProfile[] };

/** The scope's profile ids as a subquery, so the statement's bound parameters stay few. */
const idList = ({ userId, profileId }: DashboardScope) => sql`
  select sp.id from amazon_profiles sp join amazon_accounts sa on sa.token_id = sp.token_id
  where sa.user_id = ${userId}${profileId === undefined ? sql`` : sql` and sp.id = ${profileId}`}`;

async function periodFigures(db: Database, scope: DashboardScope, now: Date) {
  const windows = dashboardWindows(scope.profiles, now);
  const values: SQL = sql.join(
    windows.map((w) => sql`(${w.timezone}, ${w.period}, ${w.startDate}, ${w.endDate})`),
    sql`, `,
  );
  // profile_daily_totals: each profile's days already summed over its campaigns and placements.
  const rows = await db.all<FigureRow & { period: string }>(sql`
    with windows(timezone, period, start_date, end_date) as (values ${values})
    select w.period as period, ${sumFigures("t")}
    from profile_daily_totals t
    join amazon_profiles p on p.id = t.profile_id
    join windows w on w.timezone = p.timezone and t.date between w.start_date and w.end_date
    where t.profile_id in (${idList(scope)})
    group by w.period`);
  const of = (period: string) => ratiosOf(figuresOf(rows.find((row) => row.period === period)));
  return { current: of("current"), previous: of("previous") };
}

async function counts(db: Database, scope: DashboardScope) {
  const [row] = await db.all<{ quickLaunch: number; migrated: number; skus: number }>(sql`
    select
      (select count(*) from managed_campaigns m
        where m.profile_id in (${idList(scope)}) and m.source = 'QUICK_LAUNCH') as quickLaunch,
      (select count(*) from managed_campaigns m
        where m.profile_id in (${idList(scope)}) and m.source = 'MIGRATED') as migrated,
      (select count(*) from advertised_skus s where s.profile_id in (${idList(scope)})) as skus`);
  return { quickLaunch: row?.quickLaunch ?? 0, migrated: row?.migrated ?? 0, skus: row?.skus ?? 0 };
}

/**
 * Managed-campaign counts and the four ratios over every synced campaign of the given profiles,
 * the last 7 marketplace days against the 7 before (diff = current − previous).
 */
export async function dashboard(db: Database, scope: DashboardScope, now: Date): Promise<DashboardData> {
  if (scope.profiles.length === 0) {
    return {
      quickLaunchCampaignsCount: 0,
      advertisedSkusCount: 0,
      migratedCampaignsCount: 0,
      ...{ roas: null, acos: null, ctr: null, cvr: null },
      ...{ diffRoas: null, diffAcos: null, diffCtr: null, diffCvr: null },
    };
  }
  const [{ current, previous }, count] = await Promise.all([
    periodFigures(db, scope, now),
    counts(db, scope),
  ]);
  return {
    quickLaunchCampaignsCount: count.quickLaunch,
    advertisedSkusCount: count.skus,
    migratedCampaignsCount: count.migrated,
    ...current,
    diffRoas: diff(current.roas, previous.roas),
    diffAcos: diff(current.acos, previous.acos),
    diffCtr: diff(current.ctr, previous.ctr),
    diffCvr: diff(current.cvr, previous.cvr),
  };
}
