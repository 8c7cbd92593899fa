import { describe, expect, it } from "vitest";
import { isDueByFrequency, lookBackDates } from "../../../worker/automation/rules/schedule";
import { ruleClockAt } from "../../../worker/clock/zone-clock";
import type { Frequency } from "../../../worker/contracts/advertised-skus/advertised-sku";
import { laClock, ZONE } from "./schedule-fixtures";

/** Whether a rule last run at Los Angeles wall-clock `lastRun` is due at `now`. */
const due = (frequency: Frequency, lastRun: string, now: string) =>
  isDueByFrequency(frequency, laClock(now), laClock(lastRun).now, ZONE);

describe("isDueByFrequency (spec 001 §5 frequencies), in the SKU's zone", () => {
  it("a rule that never ran is due at once, whatever its frequency", () => {
    for (const frequency of ["DAILY", "WEEKLY", "MONTHLY", "QUARTERLY"] as const) {
      expect(isDueByFrequency(frequency, laClock("2026-11-23T05:00"), null, ZONE)).toBe(true);
    }
  });

  it("DAILY: once per local day, from the first run after local midnight", () => {
    expect(due("DAILY", "2026-11-23T00:00", "2026-11-23T23:00")).toBe(false);
    expect(due("DAILY", "2026-11-23T23:00", "2026-11-24T00:00")).toBe(true);
  });

  it("WEEKLY: seven local days after the last run's date, not six", () => {
    expect(due("WEEKLY", "2026-11-23T09:00", "2026-11-29T23:00")).toBe(false);
    expect(due("WEEKLY", "2026-11-23T09:00", "2026-11-30T00:00")).toBe(true);
  });

  it("MONTHLY: the same day next month; from Jan 31 the month's last day (Feb 28, Feb 29 in a leap year)", () => {
    expect(due("MONTHLY", "2026-11-15T09:00", "2026-12-14T23:00")).toBe(false);
    expect(due("MONTHLY", "2026-11-15T09:00", "2026-12-15T00:00")).toBe(true);
    expect(due("MONTHLY", "2027-01-31T09:00", "2027-02-27T23:00")).toBe(false);
    expect(due("MONTHLY", "2027-01-31T09:00", "2027-02-28T00:00")).toBe(true);
    expect(due("MONTHLY", "2028-01-31T09:00", "2028-02-28T23:00")).toBe(false);
    expect(due("MONTHLY", "2028-01-31T09:00", "2028-02-29T00:00")).toBe(true);
  });

  it("QUARTERLY: three calendar months on (Nov 30 → Feb 28), across the year's end", () => {
    expect(due("QUARTERLY", "2026-11-15T09:00", "2027-02-14T23:00")).toBe(false);
    expect(due("QUARTERLY", "2026-11-15T09:00", "2027-02-15T00:00")).toBe(true);
    expect(due("QUARTERLY", "2026-11-30T09:00", "2027-02-27T23:00")).toBe(false);
    expect(due("QUARTERLY", "2026-11-30T09:00", "2027-02-28T00:00")).toBe(true);
  });

  it("counts local dates: a run at 20:00 in Los Angeles (already tomorrow in UTC) is that local day's", () => {
    const lastRunAt = new Date("2026-11-24T04:00:00Z"); // 2026-11-23 20:00 in Los Angeles
    expect(isDueByFrequency("DAILY", laClock("2026-11-23T23:00"), lastRunAt, ZONE)).toBe(false);
    expect(isDueByFrequency("DAILY", laClock("2026-11-24T00:00"), lastRunAt, ZONE)).toBe(true);
  });

  it("a week across the DST change is still seven local dates, though 169 hours long", () => {
    const lastRunAt = laClock("2026-10-26T00:00").now;
    const oneWeekLater = laClock("2026-11-02T00:00");
    expect((oneWeekLater.now.getTime() - lastRunAt.getTime()) / 3_600_000).toBe(169);
    expect(isDueByFrequency("WEEKLY", oneWeekLater, lastRunAt, ZONE)).toBe(true);
    const hourEarlier = ruleClockAt(new Date(oneWeekLater.now.getTime() - 3_600_000), ZONE);
    expect(hourEarlier.today).toBe("2026-11-01");
    expect(isDueByFrequency("WEEKLY", hourEarlier, lastRunAt, ZONE)).toBe(false);
  });
});

describe("lookBackDates: the complete days before today (today's figures are partial)", () => {
  const clock = laClock("2026-11-23T10:00");

  it.each([
    [7, "2026-11-16", "2026-11-22"],
    [14, "2026-11-09", "2026-11-22"],
    [30, "2026-10-24", "2026-11-22"],
    [60, "2026-09-24", "2026-11-22"],
    [90, "2026-08-25", "2026-11-22"],
  ])("preset %i days → %s … %s", (days, from, to) => {
    expect(lookBackDates(clock, days)).toEqual([from, to]);
  });

  it("a custom look-back of 1 day (the minimum) is yesterday alone", () => {
    expect(lookBackDates(clock, 1)).toEqual(["2026-11-22", "2026-11-22"]);
  });

  it("a custom look-back of 45 days crosses the month", () => {
    expect(lookBackDates(clock, 45)).toEqual(["2026-10-09", "2026-11-22"]);
  });

  it("counts from the SKU's today, not UTC's", () => {
    const lateEvening = ruleClockAt(new Date("2026-11-24T05:00:00Z"), ZONE);
    expect(lookBackDates(lateEvening, 7)).toEqual(["2026-11-16", "2026-11-22"]);
  });
});
