/**
 * The last days' figures are still arriving: Amazon books an order on the day of its click, up to
 * 7 days later, so a recent day's sales read low and grow for a week. The attribution-lag model
 * (worker/contracts/automation/attribution-lag.ts, the rules' own) says which days and what they will
 * settle at; here its answers become what charts and tiles show. Pure.
 */
import { isStillArriving, lagCorrected, settleFactor } from "@contracts/automation/attribution-lag";
import { type DateRange, shiftDate } from "@contracts/date-range";
import { addFigures, type Figures, type Report, reportOf, ZERO_FIGURES } from "@contracts/metrics";
import type { DailyStatistics } from "@contracts/statistics/statistics";
import { METRICS, type MetricKey } from "./metric-catalogue";

/** The marketplace's date and hour (0–23): when the figures are read. */
export type ReadAt = { today: string; hour: number };

/** The figures that keep arriving after the day: sales, units and the ratios read from them. */
export const LAGGED_METRICS: readonly MetricKey[] = ["sales", "units", "roas", "acos", "cvr"];
/** Spend, clicks, impressions and CTR are final when reported. */
export const isLagged = (key: MetricKey) => LAGGED_METRICS.includes(key);

export const STILL_ARRIVING = "Still arriving";
export const STILL_ARRIVING_WHY = "Amazon reports sales for up to 7 days after the click";

/** A report back to summed figures; its orders from CVR (orders per 100 clicks). */
function figuresOf(report: Report): Figures {
  return {
    impressions: report.impressions,
    clicks: report.clicks,
    spendCents: Math.round(report.spend * 100),
    salesCents: Math.round(report.sales * 100),
    orders: report.cvr === null ? 0 : (report.cvr * report.clicks) / 100,
    units: report.unitsSoldClicks,
  };
}

export const isArriving = (date: string, at: ReadAt) => isStillArriving(date, at.today, at.hour);

/** Whether anything of the day is reported yet to estimate from (not so before today's first hour ends). */
const estimable = (date: string, at: ReadAt) => settleFactor(date, at.today, at.hour) !== null;

/** What a still-arriving day will settle at; null for a settled day, or one too young to estimate. */
export function settledEstimate(day: DailyStatistics, at: ReadAt): Report | null {
  if (!isArriving(day.date, at) || !estimable(day.date, at)) return null;
  return reportOf(lagCorrected(figuresOf(day), day.date, at.today, at.hour));
}

/** How many days of a range are still arriving, and what the range will settle at (null: too early to say). */
export type RangeLag = { arrivingDays: number; estimate: Report | null };

/** The lag of a range from its days; null when every day is settled. */
export function rangeLag(daily: DailyStatistics[], at: ReadAt): RangeLag | null {
  const arriving = daily.filter((day) => isArriving(day.date, at));
  if (arriving.length === 0) return null;
  // Every day through the model, as the dashboard's API does: a day past SETTLED_SHARE still has a
  // few per cent to come, too little to mark on a chart but part of what the range settles at.
  const settled = daily.reduce(
    (sum, day) => addFigures(sum, lagCorrected(figuresOf(day), day.date, at.today, at.hour)),
    ZERO_FIGURES,
  );
  const anyEstimable = arriving.some((day) => estimable(day.date, at));
  return { arrivingDays: arriving.length, estimate: anyEstimable ? reportOf(settled) : null };
}

/** How many days of a range are still arriving (the dashboard's last 7 days, without their days on the wire). */
export function arrivingDaysIn(range: DateRange, at: ReadAt): number {
  let count = 0;
  for (let date = range.startDate; date <= range.endDate; date = shiftDate(date, 1)) {
    if (isArriving(date, at)) count++;
  }
  return count;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** A tile's note for a lagged figure: '2 days still arriving' and 'est. $1,234.00 when settled'. */
export function stillArrivingNote(key: MetricKey, lag: RangeLag | null, currency: string) {
  if (!lag || !isLagged(key)) return null;
  const metric = METRICS[key];
  return {
    days: arrivingDaysNote(key, lag.arrivingDays) ?? "",
    estimate: lag.estimate
      ? `est. ${metric.format(metric.read(lag.estimate), currency)} when settled`
      : "too early to estimate",
  };
}

/** A figure over days of which `arrivingDays` are still arriving, without an estimate: '4 days still arriving'. */
export function arrivingDaysNote(key: MetricKey, arrivingDays: number) {
  return arrivingDays > 0 && isLagged(key) ? `${plural(arrivingDays, "day")} still arriving` : null;
}

/** Under a table of a range's figures: which of them are not final yet, and why. Null when none is. */
export function rangeCaption(arrivingDays: number) {
  if (arrivingDays <= 0) return null;
  return `Sales, units, ROAS, ACOS and CVR include ${plural(arrivingDays, "day")} still arriving: ${STILL_ARRIVING_WHY}.`;
}

/**
 * The sentence for a still-arriving day of a chart: why, and what each lagged series will settle
 * at ('$210.00'; with more than one, 'ACOS 25.00% and ROAS 4.00X').
 */
export function stillArrivingText(keys: MetricKey[], estimate: Report | null, currency: string) {
  const lagged = keys.filter(isLagged);
  const values = lagged.map((key) => {
    const value = estimate ? METRICS[key].format(METRICS[key].read(estimate), currency) : "";
    return lagged.length === 1 ? value : `${METRICS[key].label} ${value}`;
  });
  const settle = estimate ? `estimated to settle at ${values.join(" and ")}` : "too early to estimate";
  return `${STILL_ARRIVING}: ${STILL_ARRIVING_WHY}; ${settle}`;
}
