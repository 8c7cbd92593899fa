import { describe, expect, it } from "vitest";
import {
  acceptedRange,
  DATE_PLACEHOLDER,
  dateRangeLabel,
  defaultDateRange,
  selectableDates,
} from "../../../web/src/components/date-range-picker/date-range-rules";

describe("campaign screens' date range (spec 000 §5, §9)", () => {
  it("defaults to the last 7 days: today minus 6 through today", () => {
    expect(defaultDateRange("2026-11-16")).toEqual({ startDate: "2026-11-10", endDate: "2026-11-16" });
    expect(defaultDateRange("2026-03-03")).toEqual({ startDate: "2026-02-25", endDate: "2026-03-03" });
  });

  it("offers the past month up to today", () => {
    expect(selectableDates("2026-11-16")).toEqual({ first: "2026-10-16", last: "2026-11-16" });
    expect(selectableDates("2026-03-31")).toEqual({ first: "2026-02-28", last: "2026-03-31" });
  });

  it("accepts a range from the address bar only when whole, ordered and within the past month", () => {
    const today = "2026-11-16";
    expect(acceptedRange("2026-11-01", "2026-11-07", today)).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-07",
    });
    expect(acceptedRange("2026-10-16", "2026-11-16", today)).toBeDefined();
    expect(acceptedRange("2026-10-15", "2026-11-07", today)).toBeUndefined();
    expect(acceptedRange("2026-11-10", "2026-11-17", today)).toBeUndefined();
    expect(acceptedRange("2026-11-07", "2026-11-01", today)).toBeUndefined();
    expect(acceptedRange("2026-11-01", null, today)).toBeUndefined();
    expect(acceptedRange("2026-02-30", "2026-11-01", today)).toBeUndefined();
    expect(acceptedRange("yesterday", "2026-11-01", today)).toBeUndefined();
  });

  it("reaches further back where a screen says so (Analytics: from the first of last month)", () => {
    expect(acceptedRange("2026-10-01", "2026-10-31", "2026-11-16", "2026-10-01")).toEqual({
      startDate: "2026-10-01",
      endDate: "2026-10-31",
    });
    expect(acceptedRange("2026-09-30", "2026-10-31", "2026-11-16", "2026-10-01")).toBeUndefined();
    expect(acceptedRange("2026-10-01", "2026-11-17", "2026-11-16", "2026-10-01")).toBeUndefined();
  });

  it("reads '05 Jan, 2024 – 11 Jan, 2024', or 'Choose the date' with no range", () => {
    expect(dateRangeLabel({ startDate: "2024-01-05", endDate: "2024-01-11" })).toBe(
      "05 Jan, 2024 – 11 Jan, 2024",
    );
    expect(dateRangeLabel(undefined)).toBe("Choose the date");
    expect(dateRangeLabel({ startDate: "2024-01-05" })).toBe(DATE_PLACEHOLDER);
  });
});
