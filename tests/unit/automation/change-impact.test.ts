import { describe, expect, it } from "vitest";
import { beforeAfter, type DayMoney } from "../../../worker/services/automation/impact/before-after";

const days = (entries: [string, number, number][]) =>
  new Map<string, DayMoney>(
    entries.map(([date, spendCents, salesCents]) => [date, { spendCents, salesCents }]),
  );

describe("beforeAfter: a rule's or SKU's figures in the N days before and after its first change", () => {
  // Changed on 2026-10-10. Before (3 days): 10-07..10-09; after: 10-10..10-12.
  const figures = days([
    ["2026-10-06", 9_999, 9_999], // outside both windows
    ["2026-10-07", 1_000, 2_000],
    ["2026-10-08", 1_500, 3_000],
    ["2026-10-09", 500, 0],
    ["2026-10-10", 800, 4_000],
    ["2026-10-11", 700, 3_000],
    ["2026-10-12", 500, 1_000],
    ["2026-10-13", 9_999, 9_999], // outside both windows
  ]);

  it("sums spend and sales of each window and computes its ACOS", () => {
    const { before, after } = beforeAfter(figures, "2026-10-10", 3, "2026-10-20");
    // Before: spend 10 + 15 + 5 = $30, sales 20 + 30 + 0 = $50, ACOS 30 / 50 = 60 %.
    expect(before).toEqual({
      startDate: "2026-10-07",
      endDate: "2026-10-09",
      days: 3,
      spend: 30,
      sales: 50,
      acos: 60,
    });
    // After: spend 8 + 7 + 5 = $20, sales 40 + 30 + 10 = $80, ACOS 20 / 80 = 25 %.
    expect(after).toEqual({
      startDate: "2026-10-10",
      endDate: "2026-10-12",
      days: 3,
      spend: 20,
      sales: 80,
      acos: 25,
    });
  });

  it("cuts the after window at the last reported day, and has none before the change's day is reported", () => {
    // Reported through 10-11: after is 10-10..10-11, spend $15, sales $70, ACOS 15 / 70 = 21.43 %.
    expect(beforeAfter(figures, "2026-10-10", 3, "2026-10-11").after).toEqual({
      startDate: "2026-10-10",
      endDate: "2026-10-11",
      days: 2,
      spend: 15,
      sales: 70,
      acos: 21.43,
    });
    expect(beforeAfter(figures, "2026-10-10", 3, "2026-10-09").after).toBeNull();
    expect(beforeAfter(figures, "2026-10-10", 3, null).after).toBeNull();
  });

  it("counts a day without figures as nothing spent or sold, and has no ACOS without sales", () => {
    const { before } = beforeAfter(days([["2026-10-09", 500, 0]]), "2026-10-10", 7, "2026-10-12");
    expect(before).toMatchObject({
      startDate: "2026-10-03",
      endDate: "2026-10-09",
      spend: 5,
      sales: 0,
      acos: null,
    });
  });
});
