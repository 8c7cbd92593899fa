import { describe, expect, it } from "vitest";
import { isCalendarDate, lastDays, previousRange } from "../../../worker/contracts/date-range";
import {
  acos,
  centsToDollars,
  ctr,
  cvr,
  diff,
  type Figures,
  ratiosOf,
  reportOf,
  roas,
  ZERO_FIGURES,
} from "../../../worker/contracts/metrics";

const figures: Figures = {
  impressions: 3000,
  clicks: 90,
  spendCents: 4500,
  salesCents: 18000,
  orders: 9,
  units: 11,
};

describe("metric formulas", () => {
  it("ROAS = sales / spend, ACOS = spend / sales × 100", () => {
    expect(roas(figures)).toBe(4);
    expect(acos(figures)).toBe(25);
  });

  it("CTR = clicks / impressions × 100, CVR = orders / clicks × 100", () => {
    expect(ctr(figures)).toBe(3);
    expect(cvr(figures)).toBe(10);
  });

  it("a zero denominator makes the metric absent, never 0 or Infinity", () => {
    expect(ratiosOf(ZERO_FIGURES)).toEqual({ roas: null, acos: null, ctr: null, cvr: null });
    expect(ratiosOf({ ...figures, spendCents: 0 }).roas).toBeNull();
    expect(ratiosOf({ ...figures, spendCents: 0 }).acos).toBe(0);
    expect(ratiosOf({ ...figures, salesCents: 0 }).acos).toBeNull();
    expect(ratiosOf({ ...figures, salesCents: 0 }).roas).toBe(0);
  });

  it("rounds to 2 decimals on the wire and turns cents into dollars", () => {
    const odd = { ...figures, impressions: 7, clicks: 3, orders: 1, spendCents: 333, salesCents: 1000 };
    expect(ratiosOf(odd)).toEqual({ roas: 3, acos: 33.3, ctr: 42.86, cvr: 33.33 });
    expect(centsToDollars(12345)).toBe(123.45);
    expect(centsToDollars(1)).toBe(0.01);
  });

  it("builds the list report with dollars and units sold", () => {
    expect(reportOf(figures)).toEqual({
      impressions: 3000,
      clicks: 90,
      spend: 45,
      sales: 180,
      unitsSoldClicks: 11,
      roas: 4,
      acos: 25,
      ctr: 3,
      cvr: 10,
    });
  });

  it("diff is current − previous, absent when either side is", () => {
    expect(diff(4, 2.5)).toBe(1.5);
    expect(diff(1.1, 2.2)).toBe(-1.1);
    expect(diff(null, 2)).toBeNull();
    expect(diff(2, null)).toBeNull();
  });
});

describe("date ranges", () => {
  it("the default is today minus 6 through today; the previous period has the same length", () => {
    const range = lastDays("2026-11-03");
    expect(range).toEqual({ startDate: "2026-10-28", endDate: "2026-11-03" });
    expect(previousRange(range)).toEqual({ startDate: "2026-10-21", endDate: "2026-10-27" });
  });

  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2026-11-03")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-1-3")).toBe(false);
  });
});
