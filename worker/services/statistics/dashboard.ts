import { type SQL, sql } from "drizzle-orm";
import type { OwnProfile } from "../../access/own-profile";
import { sellerProfileIds } from "../../access/seller-profile-ids";
import { marketplaceHour, marketplaceToday } from "../../clock/zone-clock";
import { isStillArriving, lagCorrected } from "../../contracts/automation/attribution-lag";
import {
  type DateRange,
  DEFAULT_RANGE_DAYS,
  lastDays,
  previousRange,
  rangeLength as rangeLengthOf,
  shiftDate,
} from "../../contracts/date-range";
import {
  addFigures,
  centsToDollars,
  diff,
  type Figures,
  ratiosOf,
  round2,
  ZERO_FIGURES,
} from "../../contracts/metrics";
import type { Comparison, DashboardData, StillArriving } from "../../contracts/statistics/dashboard";
import type { Database } from "../../db/client";
import { type FigureRow, figuresOf } from "../../db/figures-sql";
import { sumFigures } from "./scope";
import { moneyOf, type ScopeMoney, scopeMoney } from "./scope-money";

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
export type DashboardScope = { organisationId: string; profileId?: number; profiles: OwnProfile[] };

/** The scope's profile ids as a subquery, so the statement's bound parameters stay few. */
const idList = ({ organisationId, profileId }: DashboardScope) => sellerProfileIds(organisationId, profileId);

/** Of the last 7 days in each zone, how many are still arriving: the most of any zone. */
function arrivingDays(windows: Window[], now: Date) {
  const counts = windows
    .filter((w) => w.period === "current")
    .map((w) => {
      const today = marketplaceToday(w.timezone, now);
      const hour = marketplaceHour(w.timezone, now);
      let count = 0;
      for (let back = 0; back < rangeLengthOf(w); back++) {
        if (isStillArriving(shiftDate(today, -back), today, hour)) count++;
      }
      return count;
    });
  return Math.max(0, ...counts);
}

async function periodFigures(db: Database, scope: DashboardScope, money: ScopeMoney, now: Date) {
  const windows = dashboardWindows(scope.profiles, now);
  const values: SQL = sql.join(
    windows.map((w) => sql`(${w.timezone}, ${w.period}, ${w.startDate}, ${w.endDate})`),
    sql`, `,
  );
  // profile_daily_totals: each profile's days already summed over its campaigns and placements.
  // Per zone and date, so each day of the last 7 can be read through the attribution-lag model.
  const rows = await db.all<
    FigureRow & { period: string; timezone: string; date: string; currency: string }
  >(sql`
    with windows(timezone, period, start_date, end_date) as (values ${values})
    select w.timezone as timezone, w.period as period, t.date as date, p.currency_code as currency,
      ${sumFigures("t")}
    from profile_daily_totals t
    join amazon_profiles p on p.id = t.profile_id
    join windows w on w.timezone = p.timezone and t.date between w.start_date and w.end_date
    where t.profile_id in (${idList(scope)})
    group by w.timezone, w.period, t.date, p.currency_code`);
  const sum = (period: string, read: (row: (typeof rows)[number]) => Figures) =>
    rows
      .filter((row) => row.period === period)
      .reduce((total, row) => addFigures(total, read(row)), ZERO_FIGURES);
  // Each currency's sums of a day in the answer's currency (US dollars for 'All' over several).
  const figuresIn = (row: (typeof rows)[number]) => money.convert(figuresOf(row), row.currency);
  const current = sum("current", figuresIn);
  const settled = sum("current", (row) =>
    lagCorrected(
      figuresIn(row),
      row.date,
      marketplaceToday(row.timezone, now),
      marketplaceHour(row.timezone, now),
    ),
  );
  // Sales come from clicks: without a click in the last 7 days there is nothing left to arrive.
  const days = arrivingDays(windows, now);
  const settledRatios = ratiosOf(settled);
  const stillArriving: StillArriving | null =
    days > 0 && current.clicks > 0
      ? {
          days,
          ...{ roas: settledRatios.roas, acos: settledRatios.acos, cvr: settledRatios.cvr },
          ...{ sales: centsToDollars(settled.salesCents), orders: Math.round(settled.orders) },
        }
      : null;
  return { current, previous: sum("previous", figuresIn), stillArriving };
}

/** Spend, sales and orders of a period as the dashboard answers them: money in the answer's currency. */
const totalsOf = (f: Figures) => ({
  spend: centsToDollars(f.spendCents),
  sales: centsToDollars(f.salesCents),
  orders: f.orders,
});

/** The periods compared: 7 days each; the previous one's dates when the profiles share a zone. */
function comparisonOf(profiles: OwnProfile[], now: Date): Comparison {
  const previous = dashboardWindows(profiles, now).filter((w) => w.period === "previous");
  const [only] = previous;
  return {
    days: only ? rangeLengthOf(only) : DEFAULT_RANGE_DAYS,
    previous: only && previous.length === 1 ? { startDate: only.startDate, endDate: only.endDate } : null,
  };
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
 * Managed-campaign counts, spend, sales, orders and the four ratios over every synced campaign of the given profiles,
 * the last 7 marketplace days against the 7 before (diff = current − previous). ROAS and ACOS over
 * profiles of several currencies come from sums converted to US dollars (scope-money.ts).
 */
export async function dashboard(db: Database, scope: DashboardScope, now: Date): Promise<DashboardData> {
  const money = scopeMoney(scope.profiles);
  if (scope.profiles.length === 0) {
    return {
      quickLaunchCampaignsCount: 0,
      advertisedSkusCount: 0,
      migratedCampaignsCount: 0,
      ...{ roas: null, acos: null, ctr: null, cvr: null },
      ...{ diffRoas: null, diffAcos: null, diffCtr: null, diffCvr: null },
      ...{ spend: 0, sales: 0, orders: 0, diffSpend: 0, diffSales: 0, diffOrders: 0 },
      comparison: comparisonOf(scope.profiles, now),
      stillArriving: null,
      money: moneyOf(money),
    };
  }
  const [period, count] = await Promise.all([periodFigures(db, scope, money, now), counts(db, scope)]);
  const current = ratiosOf(period.current);
  const previous = ratiosOf(period.previous);
  const totals = totalsOf(period.current);
  const before = totalsOf(period.previous);
  return {
    quickLaunchCampaignsCount: count.quickLaunch,
    advertisedSkusCount: count.skus,
    migratedCampaignsCount: count.migrated,
    ...current,
    diffRoas: diff(current.roas, previous.roas),
    diffAcos: diff(current.acos, previous.acos),
    diffCtr: diff(current.ctr, previous.ctr),
    diffCvr: diff(current.cvr, previous.cvr),
    ...totals,
    diffSpend: round2(totals.spend - before.spend),
    diffSales: round2(totals.sales - before.sales),
    diffOrders: totals.orders - before.orders,
    comparison: comparisonOf(scope.profiles, now),
    stillArriving: period.stillArriving,
    money: moneyOf(money),
  };
}
