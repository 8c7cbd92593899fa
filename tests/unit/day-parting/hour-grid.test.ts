import { describe, expect, it } from "vitest";
import { type HourlyRow, hourGridCells } from "../../../worker/services/day-parting/hour-grid";

const row = (hourStart: string, clicks: number, spendCents = 0, orders = 0, salesCents = 0): HourlyRow => ({
  hourStart,
  impressions: clicks * 10,
  clicks,
  spendCents,
  orders,
  salesCents,
  units: orders,
});
const cell = (cells: ReturnType<typeof hourGridCells>, weekday: string, hour: number) =>
  cells.find((c) => c.weekday === weekday && c.hour === hour);

describe("hourGridCells", () => {
  it("answers 168 cells, Monday 00:00 first and Sunday 23:00 last, all zero without rows", () => {
    const cells = hourGridCells([], "UTC", "2026-11-01", "2026-11-30");
    expect(cells).toHaveLength(168);
    expect(cells[0]).toEqual({
      weekday: "MON",
      hour: 0,
      clicks: 0,
      orders: 0,
      spend: 0,
      sales: 0,
      acos: null,
    });
    expect(cells[167]).toMatchObject({ weekday: "SUN", hour: 23 });
  });

  it("sums every week's same weekday and hour, with ACOS over the summed spend and sales", () => {
    // 2026-11-02 and 2026-11-09 are Mondays.
    const cells = hourGridCells(
      [row("2026-11-02T09:00:00.000Z", 4, 300, 1, 1000), row("2026-11-09T09:00:00.000Z", 6, 200, 1, 1000)],
      "UTC",
      "2026-11-01",
      "2026-11-30",
    );
    expect(cell(cells, "MON", 9)).toEqual({
      weekday: "MON",
      hour: 9,
      clicks: 10,
      orders: 2,
      spend: 5,
      sales: 20,
      acos: 25,
    });
  });

  it("files a UTC hour under the marketplace's weekday and hour: Monday 03:00 UTC is Sunday 19:00 in Los Angeles", () => {
    const cells = hourGridCells(
      [row("2026-11-02T03:00:00.000Z", 7)],
      "America/Los_Angeles",
      "2026-11-01",
      "2026-11-30",
    );
    expect(cell(cells, "SUN", 19)?.clicks).toBe(7);
    expect(cell(cells, "MON", 3)?.clicks).toBe(0);
  });

  it("follows daylight saving: 12:00 UTC is 05:00 in Los Angeles in summer and 04:00 in winter", () => {
    const cells = hourGridCells(
      [row("2026-07-06T12:00:00.000Z", 1), row("2026-12-07T12:00:00.000Z", 2)],
      "America/Los_Angeles",
      "2026-07-01",
      "2026-12-31",
    );
    expect(cell(cells, "MON", 5)?.clicks).toBe(1);
    expect(cell(cells, "MON", 4)?.clicks).toBe(2);
  });

  it("keeps only the hours whose local date lies in the look-back, both ends included", () => {
    const tokyo = "Asia/Tokyo"; // UTC+9: 2026-11-01T15:00Z is 2026-11-02 00:00 there.
    const cells = hourGridCells(
      [
        row("2026-11-01T14:00:00.000Z", 1), // 2026-11-01 23:00 local: before the look-back
        row("2026-11-01T15:00:00.000Z", 2), // 2026-11-02 00:00 local: its first hour
        row("2026-11-08T14:00:00.000Z", 4), // 2026-11-08 23:00 local: its last hour
        row("2026-11-08T15:00:00.000Z", 8), // 2026-11-09 00:00 local: after it
      ],
      tokyo,
      "2026-11-02",
      "2026-11-08",
    );
    expect(cells.reduce((sum, c) => sum + c.clicks, 0)).toBe(6);
    expect(cell(cells, "MON", 0)?.clicks).toBe(2);
    expect(cell(cells, "SUN", 23)?.clicks).toBe(4);
  });

  it("leaves ACOS absent where a cell spent without a sale", () => {
    const cells = hourGridCells([row("2026-11-03T10:00:00.000Z", 3, 450)], "UTC", "2026-11-01", "2026-11-30");
    expect(cell(cells, "TUE", 10)).toMatchObject({ spend: 4.5, sales: 0, acos: null });
  });
});
