import { describe, expect, it } from "vitest";
import { chartRows, partKey } from "../../../web/src/features/analytics/charts/lag-rows";
import {
  arrivingDaysIn,
  rangeCaption,
  rangeLag,
  settledEstimate,
  stillArrivingNote,
  stillArrivingText,
} from "../../../web/src/lib/metrics/still-arriving";
import { settledShare } from "../../../worker/contracts/automation/attribution-lag";
import { lastDays } from "../../../worker/contracts/date-range";
import type { DailyStatistics } from "../../../worker/contracts/statistics/statistics";

const noon = { today: "2026-11-20", hour: 12 };

/** A day with 40 clicks, $30 spend, $50 sales and 2 orders (CVR 5 %). */
const day = (date: string, sales = 50): DailyStatistics => ({
  date,
  impressions: 1000,
  clicks: 40,
  spend: 30,
  sales,
  unitsSoldClicks: 3,
  roas: sales / 30,
  acos: (30 / sales) * 100,
  ctr: 4,
  cvr: 5,
});
const week = ["14", "15", "16", "17", "18", "19", "20"].map((d) => day(`2026-11-${d}`));

describe("which days of a chart are still arriving", () => {
  it("at noon: today and the three days before; the days before that are settled", () => {
    const rows = chartRows(week, ["sales", "spend"], noon);
    expect(rows.filter((row) => row.arriving).map((row) => row.date)).toEqual([
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
    ]);
    expect(arrivingDaysIn(lastDays(noon.today), noon)).toBe(4);
  });

  it("marks nothing before the marketplace's clock has answered, nor in a range a week old", () => {
    expect(chartRows(week, ["sales"], undefined).some((row) => row.arriving)).toBe(false);
    const old = week.map((d) => ({ ...d, date: d.date.replace("2026-11", "2026-10") }));
    expect(rangeLag(old, noon)).toBeNull();
  });

  it("splits sales into a solid settled part and a dashed arriving part that join at the last settled day", () => {
    const rows = chartRows(week, ["sales", "spend"], noon);
    const settled = rows.map((row) => row[partKey("sales", "settled")]);
    const arriving = rows.map((row) => row[partKey("sales", "arriving")]);
    expect(settled).toEqual([50, 50, 50, null, null, null, null]);
    expect(arriving).toEqual([null, null, 50, 50, 50, 50, 50]);
    // The estimate starts from the last settled day's figure and rises above the reported one.
    const estimate = rows.map((row) => row[partKey("sales", "estimate")] as number | null);
    expect(estimate.slice(0, 3)).toEqual([null, null, 50]);
    for (const value of estimate.slice(3)) expect(value).toBeGreaterThan(50);
  });

  it("leaves spend, clicks and impressions whole: they are final when reported", () => {
    const row = chartRows(week, ["spend", "impressions", "clicks"], noon).at(-1);
    expect(row?.[partKey("spend", "arriving")]).toBeUndefined();
    expect(row?.estimate?.spend).toBe(30);
    expect(row?.estimate?.clicks).toBe(40);
    expect(row?.estimate?.impressions).toBe(1000);
  });
});

describe("what a still-arriving day will settle at", () => {
  it("scales sales and orders by the model's settled share, and reads ROAS, ACOS and CVR from them", () => {
    const share = settledShare(1, 12);
    const estimate = settledEstimate(day("2026-11-19"), noon);
    expect(estimate?.sales).toBeCloseTo(50 / share, 2);
    expect(estimate?.roas).toBeCloseTo(50 / share / 30, 2);
    expect(estimate?.acos).toBeCloseTo((30 / (50 / share)) * 100, 1);
    expect(estimate?.cvr).toBeCloseTo(5 / share, 1);
    expect(estimate?.ctr).toBe(4);
  });

  it("is none for a settled day, and none for today before its first hour has passed", () => {
    expect(settledEstimate(day("2026-11-10"), noon)).toBeNull();
    expect(settledEstimate(day("2026-11-20"), { today: "2026-11-20", hour: 0 })).toBeNull();
  });

  it("totals a range: the settled days as reported plus the arriving days' estimates", () => {
    const lag = rangeLag(week, noon);
    expect(lag?.arrivingDays).toBe(4);
    // Every day by the model: the four arriving ones, and the few per cent the three before still have to come.
    const expected = [6, 5, 4, 3, 2, 1, 0].reduce((sum, back) => sum + 50 / settledShare(back, 12), 0);
    expect(lag?.estimate?.sales).toBeCloseTo(expected, 1);
    expect(lag?.estimate?.spend).toBe(7 * 30);
  });
});

describe("the still-arriving texts", () => {
  it("notes a lagged tile with its days and its estimate; spend, clicks, impressions and CTR get none", () => {
    const lag = { arrivingDays: 2, estimate: day("2026-11-20", 1234) };
    expect(stillArrivingNote("sales", lag, "USD")).toEqual({
      days: "2 days still arriving",
      estimate: "est. $1,234.00 when settled",
    });
    expect(stillArrivingNote("roas", lag, "USD")?.estimate).toBe("est. 41.13X when settled");
    expect(stillArrivingNote("cvr", { arrivingDays: 1, estimate: null }, "USD")).toEqual({
      days: "1 day still arriving",
      estimate: "too early to estimate",
    });
    for (const key of ["spend", "clicks", "impressions", "ctr"] as const)
      expect(stillArrivingNote(key, lag, "USD")).toBeNull();
    expect(stillArrivingNote("sales", null, "USD")).toBeNull();
  });

  it("explains a chart's arriving day with what its lagged series settle at", () => {
    const estimate = day("2026-11-20", 210);
    expect(stillArrivingText(["sales", "spend"], estimate, "USD")).toBe(
      "Still arriving: Amazon reports sales for up to 7 days after the click; estimated to settle at $210.00",
    );
    expect(stillArrivingText(["acos", "roas"], estimate, "USD")).toBe(
      "Still arriving: Amazon reports sales for up to 7 days after the click; estimated to settle at ACOS 14.29% and ROAS 7.00X",
    );
    expect(stillArrivingText(["sales"], null, "USD")).toBe(
      "Still arriving: Amazon reports sales for up to 7 days after the click; too early to estimate",
    );
  });

  it("captions a table of a range's figures while some of its days are still arriving", () => {
    expect(rangeCaption(4)).toBe(
      "Sales, units, ROAS, ACOS and CVR include 4 days still arriving: Amazon reports sales for up to 7 days after the click.",
    );
    expect(rangeCaption(0)).toBeNull();
  });
});
