/**
 * Recorded results per ad and UTC hour: what Amazon Marketing Stream delivers (sp-traffic and
 * sp-conversion, keyed by `time_window_start`). Kept beside the daily fact rows, which have no hours.
 * Orders land on the hour of their click, as the stream attributes them, so an hour's conversions
 * keep rising after it ends (the stream re-sends them).
 */

/** Hourly rows are kept this long (the demo world's 14 days of history, and a day's margin). */
export const HOURLY_RETENTION_HOURS = 15 * 24;

export interface HourlyRow {
  /** Hour index (whole hours since the epoch, UTC) of the impressions and clicks. */
  hour: number;
  adId: string;
  impressions: number;
  clicks: number;
  cost: number;
  /** Orders landed on this hour's clicks per attribution window (1, 7, 14, 30 days); absent until one lands. */
  purchases?: number[];
  sales?: number[];
  units?: number[];
  /** The hour the last of those orders landed: the stream sends the hour's conversions again then. */
  convertedAt?: number;
}

/** The index of the first row of `hour` or later in rows kept in hour order. */
export function firstHourAtOrAfter(rows: readonly HourlyRow[], hour: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((rows[middle]?.hour ?? 0) < hour) low = middle + 1;
    else high = middle;
  }
  return low;
}
