import { describe, expect, it } from "vitest";
import { lagHours } from "../../../sandbox/model/simulation/attribution";
import demo from "../../../sandbox/scenarios/demo.json";
import {
  CLICK_HOURS,
  isStillArriving,
  lagCorrected,
  MEAN_LAG_HOURS,
  settledShare,
  settleFactor,
} from "../../../worker/contracts/automation/attribution-lag";

const figures = { impressions: 1000, clicks: 40, spendCents: 3000, salesCents: 5000, orders: 2, units: 3 };

describe("settled share of a day's sales", () => {
  it("grows with the days since, reaching all of it once the 7-day window has passed", () => {
    const curve = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((days) => settledShare(days, 1));
    for (let day = 1; day < curve.length; day++) expect(curve[day]).toBeGreaterThan(curve[day - 1] ?? 1);
    expect(curve[8]).toBe(1);
    expect(settledShare(30, 1)).toBe(1);
    // Yesterday read at 01:00 has nearly half its sales; three days back, nine tenths.
    expect(curve[1]).toBeCloseTo(0.47, 2);
    expect(curve[3]).toBeCloseTo(0.895, 2);
  });

  it("grows with the hour it is read at", () => {
    expect(settledShare(1, 18)).toBeGreaterThan(settledShare(1, 1));
    expect(settledShare(0, 0)).toBe(0);
    expect(settledShare(-1, 12)).toBe(0);
  });

  it("uses the sandbox's lag: an order booked when its click's lag has passed", () => {
    expect(MEAN_LAG_HOURS).toBe(demo.attribution.meanLagHours);
    // The sandbox draws lagHours(u) for u uniform; take a fine grid of u and clicks over the click hours.
    const grid = Array.from({ length: 2000 }, (_, index) => (index + 0.5) / 2000);
    const inWindow = grid.filter((u) => lagHours(u, MEAN_LAG_HOURS) < 168);
    const simulated = (daysAgo: number, hour: number) => {
      let booked = 0;
      for (let clickHour = 0; clickHour < CLICK_HOURS; clickHour++) {
        const hoursSince = 24 * daysAgo + hour - clickHour;
        booked += inWindow.filter((u) => lagHours(u, MEAN_LAG_HOURS) < hoursSince).length;
      }
      return booked / (inWindow.length * CLICK_HOURS);
    };
    for (const daysAgo of [1, 2, 3, 5, 7]) {
      for (const hour of [1, 12])
        expect(settledShare(daysAgo, hour)).toBeCloseTo(simulated(daysAgo, hour), 1);
    }
  });
});

describe("lag-corrected figures", () => {
  it("raises a recent day's sales, orders and units to what they will settle at", () => {
    const share = settledShare(1, 1);
    const corrected = lagCorrected(figures, "2026-11-19", "2026-11-20", 1);
    expect(corrected.salesCents).toBe(Math.round(5000 / share));
    expect(corrected.orders).toBeCloseTo(2 / share, 6);
    expect(corrected.units).toBeCloseTo(3 / share, 6);
    expect(corrected).toMatchObject({ impressions: 1000, clicks: 40, spendCents: 3000 });
  });

  it("leaves a settled day as it is, and scales a day in its first hours at most ten times", () => {
    expect(lagCorrected(figures, "2026-11-01", "2026-11-20", 1)).toEqual(figures);
    expect(lagCorrected(figures, "2026-11-20", "2026-11-20", 1).salesCents).toBe(50_000);
    expect(lagCorrected(figures, "2026-11-20", "2026-11-20", 0)).toEqual(figures);
  });

  it("marks the last days as still arriving, until less than 5 % is left to come", () => {
    const today = "2026-11-20";
    expect(isStillArriving("2026-11-20", today, 12)).toBe(true);
    expect(isStillArriving("2026-11-17", today, 12)).toBe(true);
    expect(isStillArriving("2026-11-15", today, 12)).toBe(false);
    expect(isStillArriving("2026-11-01", today, 12)).toBe(false);
  });

  it("tells the web by how much a day will still grow: 1 when settled, none before anything can be reported", () => {
    const today = "2026-11-20";
    expect(settleFactor("2026-11-19", today, 1)).toBeCloseTo(1 / settledShare(1, 1), 9);
    expect(settleFactor("2026-11-01", today, 12)).toBe(1);
    expect(settleFactor("2026-11-20", today, 1)).toBe(10);
    expect(settleFactor("2026-11-20", today, 0)).toBeNull();
    expect(settleFactor("2026-11-21", today, 12)).toBeNull();
  });
});
