/**
 * Recorded results per ad and UTC hour: what Amazon Marketing Stream delivers (sp-traffic and
 * sp-conversion, keyed by `time_window_start`). Kept beside the daily fact rows, which have no hours.
 * Orders land on the hour of their click, as the stream attributes them, so an hour's conversions
 * keep rising after it ends (the stream re-sends them).
 *
 * Traffic is dense per ad (an array entry an hour, zeros included) because the world is stored as
 * JSON after every change: one object per ad and hour made the demo world 30 % larger, these arrays a
 * few per cent. Conversions are few and kept as a list.
 */

/** Hourly figures are kept this long (the demo world's 14 days of history, and a day's margin). */
export const HOURLY_RETENTION_HOURS = 15 * 24;

export interface HourlyTraffic {
  adId: string;
  /** Hour index (whole hours since the epoch, UTC) of each array's first entry: entry i is hour `from + i`. */
  from: number;
  impressions: number[];
  clicks: number[];
  cost: number[];
}

export interface HourlyConversions {
  /** The click hour the orders are counted on. */
  hour: number;
  adId: string;
  /** Orders landed so far per attribution window (1, 7, 14, 30 days). */
  purchases: number[];
  sales: number[];
  units: number[];
  /** The hour the last of them landed: the stream sends the hour's conversions again then. */
  convertedAt: number;
}

export interface HourlyFigures {
  /** By ad id. */
  traffic: HourlyTraffic[];
  /** By hour, then ad id. */
  conversions: HourlyConversions[];
}

export const emptyHourlyFigures = (): HourlyFigures => ({ traffic: [], conversions: [] });

/** One ad's traffic in one hour, zeros when it had none. */
export function trafficAt(series: HourlyTraffic, hour: number) {
  const index = hour - series.from;
  return {
    impressions: series.impressions[index] ?? 0,
    clicks: series.clicks[index] ?? 0,
    cost: series.cost[index] ?? 0,
  };
}
