import { describe, expect, it } from "vitest";
import {
  earliestPresetDate,
  presetOf,
  presetRange,
  presetRangeAt,
  previousPeriodLabel,
} from "../../../web/src/features/analytics/date-presets";

describe("the Analytics date presets", () => {
  // 07:30 UTC on 1 December is still 30 November in Los Angeles, already 1 December in Berlin.
  const now = new Date("2026-12-01T07:30:00Z");

  it("reads today in the profile's time zone, across a month boundary", () => {
    expect(presetRangeAt("TODAY", now, "America/Los_Angeles")).toEqual({
      startDate: "2026-11-30",
      endDate: "2026-11-30",
    });
    expect(presetRangeAt("TODAY", now, "Europe/Berlin")).toEqual({
      startDate: "2026-12-01",
      endDate: "2026-12-01",
    });
    expect(presetRangeAt("YESTERDAY", now, "Europe/Berlin")).toEqual({
      startDate: "2026-11-30",
      endDate: "2026-11-30",
    });
  });

  it("gives month to date and last month from the marketplace's month, not the browser's", () => {
    expect(presetRangeAt("MONTH_TO_DATE", now, "America/Los_Angeles")).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-30",
    });
    expect(presetRangeAt("MONTH_TO_DATE", now, "Europe/Berlin")).toEqual({
      startDate: "2026-12-01",
      endDate: "2026-12-01",
    });
    expect(presetRangeAt("LAST_MONTH", now, "America/Los_Angeles")).toEqual({
      startDate: "2026-10-01",
      endDate: "2026-10-31",
    });
    expect(presetRangeAt("LAST_MONTH", now, "Europe/Berlin")).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-30",
    });
  });

  it("counts the last 7, 14 and 30 days back from today, both ends included", () => {
    expect(presetRange("LAST_7_DAYS", "2026-03-03")).toEqual({
      startDate: "2026-02-25",
      endDate: "2026-03-03",
    });
    expect(presetRange("LAST_14_DAYS", "2026-03-03")).toEqual({
      startDate: "2026-02-18",
      endDate: "2026-03-03",
    });
    expect(presetRange("LAST_30_DAYS", "2026-03-03")).toEqual({
      startDate: "2026-02-02",
      endDate: "2026-03-03",
    });
  });

  it("ends last month on its own last day: February, a leap February, the turn of the year", () => {
    expect(presetRange("LAST_MONTH", "2026-03-31")).toEqual({
      startDate: "2026-02-01",
      endDate: "2026-02-28",
    });
    expect(presetRange("LAST_MONTH", "2028-03-15")).toEqual({
      startDate: "2028-02-01",
      endDate: "2028-02-29",
    });
    expect(presetRange("LAST_MONTH", "2027-01-01")).toEqual({
      startDate: "2026-12-01",
      endDate: "2026-12-31",
    });
    expect(earliestPresetDate("2027-01-01")).toBe("2026-12-01");
  });

  it("names the preset a range is, and any other range 'Custom'", () => {
    expect(presetOf({ startDate: "2026-11-01", endDate: "2026-11-30" }, "2026-12-07")).toBe("LAST_MONTH");
    expect(presetOf({ startDate: "2026-12-01", endDate: "2026-12-07" }, "2026-12-07")).toBe("LAST_7_DAYS");
    expect(presetOf({ startDate: "2026-12-01", endDate: "2026-12-01" }, "2026-12-01")).toBe("TODAY");
    expect(presetOf({ startDate: "2026-11-20", endDate: "2026-11-25" }, "2026-12-07")).toBe("CUSTOM");
  });

  it("names the previous period by its length", () => {
    expect(previousPeriodLabel({ startDate: "2026-11-01", endDate: "2026-11-30" })).toBe("previous 30 days");
    expect(previousPeriodLabel({ startDate: "2026-10-01", endDate: "2026-10-31" })).toBe("previous 31 days");
    expect(previousPeriodLabel({ startDate: "2026-12-07", endDate: "2026-12-07" })).toBe("previous day");
  });
});
