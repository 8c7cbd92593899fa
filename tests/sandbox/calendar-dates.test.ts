import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, DAY_MS, daysBetween, isoDate, parseDate } from "../../sandbox/model/core/time";

/** What the arithmetic replaced: Date's own ISO text and parse, with a round trip to refuse rolled-over days. */
const dateIsoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dateParseDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return Number.NaN;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || dateIsoDate(ms) !== text ? Number.NaN : ms;
};
const MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const MIN_MS = Date.parse("0000-01-01T00:00:00Z");

describe("the sandbox's calendar dates", () => {
  it("writes every instant's UTC date as Date does, leap days and century years included", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_MS, max: MAX_MS }), (ms) => {
        expect(isoDate(ms)).toBe(dateIsoDate(ms));
      }),
      { numRuns: 20_000 },
    );
    for (const text of ["2024-02-29", "2000-02-29", "1900-03-01", "2026-12-31", "0000-01-01", "9999-12-31"])
      expect(isoDate(Date.parse(`${text}T23:59:59.999Z`))).toBe(text);
  });

  it("reads every date as Date does, and refuses what Date would roll over or cannot read", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_MS, max: MAX_MS }), (ms) => {
        const text = dateIsoDate(ms);
        expect(parseDate(text)).toBe(dateParseDate(text));
      }),
      { numRuns: 20_000 },
    );
    for (const text of ["2023-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00"]) {
      expect(parseDate(text)).toBeNaN();
      expect(dateParseDate(text)).toBeNaN();
    }
    for (const text of [
      "2026-1-01",
      "2026/01/01",
      "20260101",
      "2026-01-01T00:00",
      " 2026-01-01",
      "abcd-ef-gh",
      "",
    ])
      expect(parseDate(text)).toBeNaN();
    expect(parseDate("0099-03-01")).toBe(dateParseDate("0099-03-01"));
  });

  it("adds and counts days across months, leap years and daylight saving alike", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(parseDate("2026-11-02") + DAY_MS).toBe(parseDate("2026-11-03"));
  });
});
