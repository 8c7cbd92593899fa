/**
 * The complete days the reports hold. Amazon publishes a day hours after it ends, so early in the
 * day yesterday is not out yet; the snapshot's `reportedThrough` is the profile's last date with a
 * synced row.
 */
import { shiftDate } from "../../contracts/date-range";
import type { SkuSnapshot } from "./rule-input";

/** Amazon publishes a day within hours of its end: a report further behind is stale, not late. */
export const MAX_REPORT_LAG_DAYS = 1;

/** The last complete day the reports hold: yesterday, or the day before while yesterday's is not out. */
export function lastReportedDay(snapshot: Pick<SkuSnapshot, "reportedThrough">, today: string): string {
  const yesterday = shiftDate(today, -1);
  const earliest = shiftDate(yesterday, -MAX_REPORT_LAG_DAYS);
  const reported = snapshot.reportedThrough ?? yesterday;
  return reported > yesterday ? yesterday : reported < earliest ? earliest : reported;
}

/** Each campaign's spend (cents) on each date from `from` to `to`: `spend(campaignId, date)`. */
export function dailySpend(snapshot: Pick<SkuSnapshot, "targetingDays">, from: string, to: string) {
  const spend = new Map<string, number>();
  for (const day of snapshot.targetingDays) {
    if (day.date < from || day.date > to) continue;
    const key = `${day.campaignId}\u0000${day.date}`;
    spend.set(key, (spend.get(key) ?? 0) + day.spendCents);
  }
  return (campaignId: string, date: string) => spend.get(`${campaignId}\u0000${date}`) ?? 0;
}
