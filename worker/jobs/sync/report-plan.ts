import { format, subDays } from "date-fns";
import type { ReportSpec, ReportType } from "../../amazon/reports";
import { REPORT_SHAPES } from "../../mirror/report-shapes";

/** First sync pulls 60 days; later ones re-pull 14, since conversions restate over the attribution window. */
export const FIRST_SYNC_DAYS = 60;
export const REPEAT_SYNC_DAYS = 14;
/** Amazon serves at most 31 days a report. */
export const MAX_REPORT_DAYS = 31;

const day = (date: Date) => format(date, "yyyy-MM-dd");

/** Date windows of at most 31 days covering the `days` up to and including `today` (marketplace date). */
export function dateWindows(today: string, days: number): { startDate: string; endDate: string }[] {
  const end = new Date(`${today}T12:00:00Z`);
  const windows = [];
  for (let covered = 0; covered < days; covered += MAX_REPORT_DAYS) {
    const windowEnd = subDays(end, covered);
    const windowStart = subDays(windowEnd, Math.min(MAX_REPORT_DAYS, days - covered) - 1);
    windows.push({ startDate: day(windowStart), endDate: day(windowEnd) });
  }
  return windows.reverse();
}

/** Every report one sync asks for. */
export function reportPlan(today: string, firstSync: boolean): ReportSpec[] {
  const windows = dateWindows(today, firstSync ? FIRST_SYNC_DAYS : REPEAT_SYNC_DAYS);
  return windows.flatMap((window) =>
    (Object.keys(REPORT_SHAPES) as ReportType[]).map((reportTypeId) => ({
      name: `skupilot ${reportTypeId} ${window.startDate}..${window.endDate}`,
      ...window,
      reportTypeId,
      ...REPORT_SHAPES[reportTypeId],
      timeUnit: "DAILY" as const,
    })),
  );
}
