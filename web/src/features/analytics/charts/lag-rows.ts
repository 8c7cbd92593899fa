import type { Report } from "@contracts/metrics";
import type { DailyStatistics } from "@contracts/statistics/statistics";
import { METRICS, type MetricKey } from "../../../lib/metrics/metric-catalogue";
import { isArriving, isLagged, type ReadAt, settledEstimate } from "../../../lib/metrics/still-arriving";

/** A lagged series is drawn in three parts: solid over settled days, dashed over the days still arriving, dotted for their estimate. */
export type LagPart = "settled" | "arriving" | "estimate";

/** The data key of one part of a series: 'sales_arriving'. */
export const partKey = (key: MetricKey, part: LagPart) => `${key}_${part}`;

/** A day of a chart: its figures, whether they are still arriving, and what they will settle at. */
export type ChartRow = DailyStatistics & {
  arriving: boolean;
  estimate: Report | null;
  [part: string]: unknown;
};

/**
 * The chart's days with each lagged series split into its parts. The dashed and dotted parts start
 * at the last settled day, so they join the solid line. Without `at` (the clock has not answered)
 * nothing is marked.
 */
export function chartRows(daily: DailyStatistics[], keys: MetricKey[], at: ReadAt | undefined): ChartRow[] {
  const arriving = daily.map((day) => at !== undefined && isArriving(day.date, at));
  const lastSettled = arriving.indexOf(true) - 1;
  const lagged = keys.filter(isLagged);
  return daily.map((day, index) => {
    const isDayArriving = arriving[index] ?? false;
    const estimate = at && isDayArriving ? settledEstimate(day, at) : null;
    const row: ChartRow = { ...day, arriving: isDayArriving, estimate };
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

/** The first and last still-arriving dates of the rows, for the shaded band; null when none. */
export function arrivingSpan(rows: ChartRow[]) {
  const dates = rows.filter((row) => row.arriving).map((row) => row.date);
  const [first] = dates;
  return first === undefined ? null : { first, last: dates[dates.length - 1] ?? first };
}
