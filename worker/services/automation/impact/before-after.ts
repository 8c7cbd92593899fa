import type { ImpactWindow } from "../../../contracts/automation/change-impact";
import { shiftDate } from "../../../contracts/date-range";
import { acos, centsToDollars, round2 } from "../../../contracts/metrics";

export type DayMoney = { spendCents: number; salesCents: number };

function windowOf(byDate: ReadonlyMap<string, DayMoney>, startDate: string, days: number): ImpactWindow {
  let spendCents = 0;
  let salesCents = 0;
  for (let day = 0; day < days; day += 1) {
    const figures = byDate.get(shiftDate(startDate, day));
    spendCents += figures?.spendCents ?? 0;
    salesCents += figures?.salesCents ?? 0;
  }
  const acosPercent = acos({ spendCents, salesCents });
  return {
    startDate,
    endDate: shiftDate(startDate, days - 1),
    days,
    spend: centsToDollars(spendCents),
    sales: centsToDollars(salesCents),
    acos: acosPercent === null ? null : round2(acosPercent),
  };
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/**
 * The N days before the first change (`changedOn` excluded) against the N days from it, the after
 * window cut at the last reported day (a day not reported yet is not a day without sales). After is
 * null while no day from `changedOn` on is reported.
 */
export function beforeAfter(
  byDate: ReadonlyMap<string, DayMoney>,
  changedOn: string,
  days: number,
  reportedThrough: string | null,
): { before: ImpactWindow; after: ImpactWindow | null } {
  const before = windowOf(byDate, shiftDate(changedOn, -days), days);
  const reportedAfter = reportedThrough === null ? 0 : daysBetween(changedOn, reportedThrough) + 1;
  const afterDays = Math.min(days, reportedAfter);
  return { before, after: afterDays > 0 ? windowOf(byDate, changedOn, afterDays) : null };
}
