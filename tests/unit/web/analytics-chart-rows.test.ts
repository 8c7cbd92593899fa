import { describe, expect, it } from "vitest";
import {
  chartRows,
  partialDay,
  partKey,
  unreportedSpan,
} from "../../../web/src/features/analytics/charts/lag-rows";
import type { DailyStatistics } from "../../../worker/contracts/statistics/statistics";

const day = (date: string, spend: number): DailyStatistics => ({
  date,
  impressions: spend * 10,
  clicks: spend,
  spend,
  sales: spend * 2,
  unitsSoldClicks: 1,
  roas: 2,
  acos: 50,
  ctr: 10,
  cvr: 10,
});
const week = [14, 15, 16, 17, 18, 19, 20].map((d) => day(`2026-11-${d}`, d));
const before = [7, 8, 9, 10, 11, 12, 13].map((d) => day(`2026-11-${String(d).padStart(2, "0")}`, d));

describe("the Analytics chart's days", () => {
  it("dashes today's partial day of a figure final when reported, joined to yesterday: no cliff", () => {
    const rows = chartRows(week, ["spend", "clicks"], { today: "2026-11-20", hour: 9 });
    expect(partialDay(rows)).toBe("2026-11-20");
    expect(rows.map((row) => row[partKey("spend", "settled")])).toEqual([14, 15, 16, 17, 18, 19, null]);
    expect(rows.map((row) => row[partKey("spend", "today")])).toEqual([null, null, null, null, null, 19, 20]);
  });

  it("draws nothing for the days after the last synced day, and shades from the last reported day", () => {
    const rows = chartRows(
      week,
      ["spend", "sales"],
      { today: "2026-11-20", hour: 9 },
      undefined,
      "2026-11-18",
    );
    expect(rows.map((row) => row.unreported)).toEqual([false, false, false, false, false, true, true]);
    expect(rows.map((row) => row.spend)).toEqual([14, 15, 16, 17, 18, null, null]);
    expect(rows.at(-1)?.[partKey("sales", "arriving")]).toBeNull();
    // Today is not reported: it is not a partial day to dash, it is not there.
    expect(partialDay(rows)).toBeNull();
    expect(unreportedSpan(rows)).toEqual({ first: "2026-11-18", last: "2026-11-20" });
    expect(unreportedSpan(chartRows(week, ["spend"], undefined, undefined, "2026-11-20"))).toBeNull();
  });

  it("marks no partial day in a range that ended before today", () => {
    const rows = chartRows(week, ["spend"], { today: "2026-12-01", hour: 9 });
    expect(partialDay(rows)).toBeNull();
    expect(rows.every((row) => row[partKey("spend", "today")] === undefined)).toBe(true);
  });

  it("lays the previous period's nth day beside the range's nth day", () => {
    const rows = chartRows(week, ["spend", "sales"], undefined, before);
    expect(rows.map((row) => row[partKey("spend", "previous")])).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(rows[0]?.previous?.date).toBe("2026-11-07");
    expect(rows[6]?.[partKey("sales", "previous")]).toBe(26);
    expect(chartRows(week, ["spend"], undefined).every((row) => row.previous === null)).toBe(true);
  });
});
