import type { Report } from "@contracts/metrics";
import type { DailyStatistics } from "@contracts/statistics/statistics";
import { METRICS, type MetricKey } from "../../../lib/metrics/metric-catalogue";
import { isArriving, isLagged, type ReadAt, settledEstimate } from "../../../lib/metrics/still-arriving";

/**
 * A lagged series is drawn in three parts: solid over settled days, dashed over the days still arriving,
 * dotted for their estimate. A series final when reported is solid but for today, a partial day: its
 * 'today' part is dashed, so the line does not fall off a cliff. 'previous' is the previous period's day.
 */
export type LagPart = "settled" | "arriving" | "estimate" | "today" | "previous";

/** The data key of one part of a series: 'sales_arriving'. */
export const partKey = (key: MetricKey, part: LagPart) => `${key}_${part}`;

/** A day of a chart: its figures, whether they are still arriving or today's, and what they will settle at. */
export type ChartRow = DailyStatistics & {
  /** After the last synced day: Amazon has not published it yet, so nothing is drawn for it. */
  unreported: boolean;
  arriving: boolean;
  /** Today, the partial day: its figures so far. */
  today: boolean;
  estimate: Report | null;
  /** The previous period's day at the same position, when compared. */
  previous: DailyStatistics | null;
  [part: string]: unknown;
};

/**
 * The chart's days with each lagged series split into its parts. The dashed and dotted parts start
 * at the last settled day, so they join the solid line. Without `at` (the clock has not answered)
 * nothing is marked. With `previous`, each day also carries the previous period's day at its position.
 */
export function chartRows(
  daily: DailyStatistics[],
  keys: MetricKey[],
  at: ReadAt | undefined,
  previous?: DailyStatistics[],
  reportedThrough?: string | null,
): ChartRow[] {
  const isUnreported = (date: string) => typeof reportedThrough === "string" && date > reportedThrough;
  const reported = daily.map((day) => (isUnreported(day.date) ? notReported(day.date) : day));
  return rowsOf(
    reported,
    keys,
    at,
    previous,
    daily.map((day) => isUnreported(day.date)),
  );
}

/** A day Amazon has not published: no figure to draw (a gap, not a fall to zero). */
const notReported = (date: string) =>
  ({
    date,
    ...{ impressions: null, clicks: null, spend: null, sales: null, unitsSoldClicks: null },
    ...{ roas: null, acos: null, ctr: null, cvr: null },
  }) as unknown as DailyStatistics;

function rowsOf(
  daily: DailyStatistics[],
  keys: MetricKey[],
  at: ReadAt | undefined,
  previous: DailyStatistics[] | undefined,
  unreported: boolean[],
): ChartRow[] {
  const arriving = daily.map(
    (day, index) => at !== undefined && !unreported[index] && isArriving(day.date, at),
  );
  const lastSettled = arriving.indexOf(true) - 1;
  const todayIndex =
    at === undefined ? -1 : daily.findIndex((day, index) => day.date === at.today && !unreported[index]);
  const lagged = keys.filter(isLagged);
  const final = keys.filter((key) => !isLagged(key));
  return daily.map((day, index) => {
    const isDayArriving = arriving[index] ?? false;
    const estimate = at && isDayArriving ? settledEstimate(day, at) : null;
    const previousDay = previous?.[index] ?? null;
    const isToday = index === todayIndex;
    const row: ChartRow = {
      ...day,
      unreported: unreported[index] ?? false,
      arriving: isDayArriving,
      today: isToday,
      estimate,
      previous: previousDay,
    };
    for (const key of keys) {
      if (previousDay) row[partKey(key, "previous")] = METRICS[key].read(previousDay);
    }
    if (todayIndex >= 0) {
      for (const key of final) {
        const value = METRICS[key].read(day);
        row[partKey(key, "settled")] = isToday ? null : value;
        row[partKey(key, "today")] = isToday || index === todayIndex - 1 ? value : null;
      }
    }
    const joins = index === lastSettled;
    for (const key of lagged) {
      const value = METRICS[key].read(day);
      row[partKey(key, "settled")] = isDayArriving ? null : value;
      row[partKey(key, "arriving")] = isDayArriving || joins ? value : null;
      const estimated = estimate ? METRICS[key].read(estimate) : null;
      row[partKey(key, "estimate")] = isDayArriving ? estimated : joins ? value : null;
    }
    return row;
  });
}

/** Today's date when the rows end on today (a partial day), for its shaded band; else null. */
export const partialDay = (rows: ChartRow[]) => rows.find((row) => row.today)?.date ?? null;

/**
 * The days not reported yet, for their shaded band: from the last reported day of the rows (so a
 * single day still has a width on the axis) to the last; null when every day is reported.
 */
export function unreportedSpan(rows: ChartRow[]) {
  const first = rows.findIndex((row) => row.unreported);
  if (first < 0) return null;
  const from = rows[Math.max(0, first - 1)]?.date ?? "";
  return { first: from, last: rows[rows.length - 1]?.date ?? from };
}

/** The first and last still-arriving dates of the rows, for the shaded band; null when none. */
export function arrivingSpan(rows: ChartRow[]) {
  const dates = rows.filter((row) => row.arriving).map((row) => row.date);
  const [first] = dates;
  return first === undefined ? null : { first, last: dates[dates.length - 1] ?? first };
}
