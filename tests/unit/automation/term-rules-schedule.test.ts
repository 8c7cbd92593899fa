import { describe, expect, it } from "vitest";
import { negativeOptimisation } from "../../../worker/automation/rules/negative-optimisation";
import { isDueByFrequency, nextRunDate } from "../../../worker/automation/rules/schedule";
import { searchTermExpansion } from "../../../worker/automation/rules/search-term-expansion";
import { localDate } from "../../../worker/clock/zone-clock";
import { clock, harvestSettings, negativeSettings, snapshot, TIMEZONE } from "./term-fixtures";

/** 10:00 in Los Angeles (UTC−8 in November and December, UTC−7 before 2 November). */
const ranAt = (date: string) => new Date(`${date}T18:00:00Z`);

describe("search-term rules: due at their frequency in the SKU's zone", () => {
  it("is due when it never ran", () => {
    expect(isDueByFrequency("QUARTERLY", clock(), null, TIMEZONE)).toBe(true);
  });

  it("DAILY: once per marketplace date, the date of the SKU's zone rather than UTC's", () => {
    expect(isDueByFrequency("DAILY", clock("2026-11-25"), ranAt("2026-11-24"), TIMEZONE)).toBe(true);
    expect(isDueByFrequency("DAILY", clock("2026-11-25"), ranAt("2026-11-25"), TIMEZONE)).toBe(false);
    // 06:00 UTC on the 25th is 22:00 on the 24th in Los Angeles: the 25th is a new day there.
    const lateEvening = new Date("2026-11-25T06:00:00Z");
    expect(localDate(lateEvening, TIMEZONE)).toBe("2026-11-24");
    expect(isDueByFrequency("DAILY", clock("2026-11-25"), lateEvening, TIMEZONE)).toBe(true);
    expect(isDueByFrequency("DAILY", clock("2026-11-25"), lateEvening, "UTC")).toBe(false);
  });

  it("WEEKLY: 7 days on, not 6", () => {
    expect(isDueByFrequency("WEEKLY", clock("2026-11-25"), ranAt("2026-11-18"), TIMEZONE)).toBe(true);
    expect(isDueByFrequency("WEEKLY", clock("2026-11-25"), ranAt("2026-11-19"), TIMEZONE)).toBe(false);
  });

  it("MONTHLY and QUARTERLY: one and three calendar months on; the 31st runs next on the month's last day", () => {
    expect(isDueByFrequency("MONTHLY", clock("2026-11-25"), ranAt("2026-10-25"), TIMEZONE)).toBe(true);
    expect(isDueByFrequency("MONTHLY", clock("2026-11-25"), ranAt("2026-10-26"), TIMEZONE)).toBe(false);
    expect(isDueByFrequency("QUARTERLY", clock("2026-11-25"), ranAt("2026-08-25"), TIMEZONE)).toBe(true);
    expect(isDueByFrequency("QUARTERLY", clock("2026-11-25"), ranAt("2026-08-26"), TIMEZONE)).toBe(false);
    expect(nextRunDate("MONTHLY", "2027-01-31")).toBe("2027-02-28");
    expect(nextRunDate("QUARTERLY", "2026-11-30")).toBe("2027-02-28");
  });

  it("the rules read their own setting's frequency; harvesting without one runs daily", () => {
    const base = snapshot().settings;
    const weekly = {
      ...base,
      negativeOptimization: negativeSettings({ frequency: "WEEKLY", clicksWithoutSale: 5 }),
    };
    expect(negativeOptimisation.isDue(weekly, clock("2026-11-25"), ranAt("2026-11-20"))).toBe(false);
    expect(negativeOptimisation.isDue(weekly, clock("2026-11-25"), ranAt("2026-11-18"))).toBe(true);
    expect(negativeOptimisation.isDue(base, clock(), null)).toBe(false);

    const unscheduled = { ...base, searchTermExpansion: harvestSettings({ frequency: null }) };
    expect(searchTermExpansion.isDue(unscheduled, clock("2026-11-25"), ranAt("2026-11-24"))).toBe(true);
    expect(searchTermExpansion.isDue(unscheduled, clock("2026-11-25"), ranAt("2026-11-25"))).toBe(false);
    const monthly = { ...base, searchTermExpansion: harvestSettings({ frequency: "MONTHLY" }) };
    expect(searchTermExpansion.isDue(monthly, clock("2026-11-25"), ranAt("2026-11-24"))).toBe(false);
  });
});
