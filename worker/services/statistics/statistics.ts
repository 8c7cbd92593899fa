import { sql } from "drizzle-orm";
import { ApiError } from "../../contracts/api-error";
import { type DateRange, previousRange, rangeLength, shiftDate } from "../../contracts/date-range";
import { addFigures, reportOf, ZERO_FIGURES } from "../../contracts/metrics";
import type { DailyStatistics, PreviousPeriod, Statistics } from "../../contracts/statistics/statistics";
import type { Database } from "../../db/client";
import { dailyFigures } from "./daily";
import { reportedThrough } from "./reported-through";
import { type StatisticsScope, scopeProfileIds } from "./scope";
import { moneyOf, type ScopeMoney } from "./scope-money";
import { topCampaigns } from "./top";

export type { StatisticsScope };

/** 1006 unless the advertised SKU belongs to one of the scope's profiles. */
async function requireOwnSku(db: Database, scope: StatisticsScope, skuId: number) {
  const [row] = await db.all<{ id: number }>(
    sql`select s.id from advertised_skus s where s.id = ${skuId} and s.profile_id in (${scopeProfileIds(scope)})`,
  );
  if (!row) throw new ApiError(1006, "This advertised SKU is not one of yours.");
}

/** Every date of the range (zeros on days without figures) and the range's total. */
async function series(db: Database, scope: StatisticsScope, range: DateRange, money: ScopeMoney) {
  const byDate = await dailyFigures(db, scope, range, money);
  const dates = Array.from({ length: rangeLength(range) }, (_, i) => shiftDate(range.startDate, i));
  const daily = dates.map(
    (date): DailyStatistics => ({ date, ...reportOf(byDate.get(date) ?? ZERO_FIGURES) }),
  );
  return { total: reportOf([...byDate.values()].reduce(addFigures, ZERO_FIGURES)), daily };
}

/** The same series over the period of the same length just before the range. */
async function previousPeriod(
  db: Database,
  scope: StatisticsScope,
  range: DateRange,
  money: ScopeMoney,
): Promise<PreviousPeriod> {
  const previous = previousRange(range);
  return { ...previous, ...(await series(db, scope, previous, money)) };
}

/**
 * The Analytics screen's figures (spec 000 §3 "Statistics query inputs"): every date of the range
 * (zeros on days without figures), the total, and the 10 best campaigns by sales then spend, over
 * the scope's campaigns in the chosen state and, if asked, of one advertised SKU. Read from the
 * stores the sync derives from daily_metrics (daily.ts, top.ts), not from the raw rows: the same
 * answers at a cost that hardly grows with the range. Money is in `money`'s currency: the profile's
 * own, or US dollars when 'All' sums several currencies (scope-money.ts). With `comparePrevious`, the
 * same series over the period of the same length just before the range (issue 33).
 */
export async function statistics(
  db: Database,
  scope: StatisticsScope,
  range: DateRange,
  money: ScopeMoney,
  comparePrevious = false,
): Promise<Statistics> {
  if (scope.advertisedSkuId !== undefined) await requireOwnSku(db, scope, scope.advertisedSkuId);
  const [current, top, previous, through] = await Promise.all([
    series(db, scope, range, money),
    topCampaigns(db, scope, range, money),
    comparePrevious ? previousPeriod(db, scope, range, money) : null,
    reportedThrough(db, scope),
  ]);
  return {
    ...range,
    ...current,
    topCampaigns: top,
    money: moneyOf(money),
    previous,
    reportedThrough: through,
  };
}
