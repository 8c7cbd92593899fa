import { describe, expect, it } from "vitest";
import {
  cellText,
  windowsText,
} from "../../../web/src/features/advertised-skus/details/day-parting-heatmap/cell-text";
import {
  cellColour,
  FAR_OVER,
  GOOD,
  legendOf,
  NO_DATA,
  OVER,
  scaleMax,
} from "../../../web/src/features/advertised-skus/details/day-parting-heatmap/heatmap-scale";
import type { Seasonality, Weekday } from "../../../worker/contracts/advertised-skus/advertised-sku";
import { isAdsOffHour } from "../../../worker/contracts/advertised-skus/settings/day-parting-window";
import type { HourCell } from "../../../worker/contracts/day-parting/hour-grid";

const cell = (figures: Partial<HourCell>): HourCell => ({
  weekday: "TUE",
  hour: 14,
  clicks: 0,
  orders: 0,
  spend: 0,
  sales: 0,
  acos: null,
  ...figures,
});
const money = (value: number) => `$${value.toFixed(2)}`;

describe("the day-parting heatmap's colours", () => {
  it("shades clicks in steps up to the grid's highest, none in the empty colour", () => {
    const cells = [cell({ clicks: 2 }), cell({ clicks: 8 })];
    expect(scaleMax(cells, "clicks")).toBe(8);
    expect(cellColour(cell({ clicks: 0 }), "clicks", 8, null)).toBe(NO_DATA);
    expect(cellColour(cell({ clicks: 2 }), "clicks", 8, null)).toBe("blue.100");
    expect(cellColour(cell({ clicks: 8 }), "clicks", 8, null)).toBe("blue.700");
  });

  it("colours ACOS good at or under the target, orange up to 1.5 × it, red above and for spend without sales", () => {
    expect(cellColour(cell({ acos: 25, spend: 5 }), "acos", 60, 25)).toBe(GOOD);
    expect(cellColour(cell({ acos: 37.5, spend: 5 }), "acos", 60, 25)).toBe(OVER);
    expect(cellColour(cell({ acos: 38, spend: 5 }), "acos", 60, 25)).toBe(FAR_OVER);
    expect(cellColour(cell({ acos: null, spend: 5 }), "acos", 60, 25)).toBe(FAR_OVER);
    expect(cellColour(cell({ acos: null, spend: 0 }), "acos", 60, 25)).toBe(NO_DATA);
  });

  it("names each colour in the legend", () => {
    expect(legendOf("acos", 60, 25).map((swatch) => swatch.label)).toEqual([
      "At or under target 25 %",
      "Up to 37.50 %",
      "Over 37.50 %, or spend without sales",
      "No spend",
    ]);
    expect(legendOf("orders", 6, null).map((swatch) => swatch.label)).toEqual([
      "None",
      "Up to 1.50",
      "Up to 6 (the highest)",
    ]);
    expect(legendOf("acos", 80, null).map((swatch) => swatch.label)).toEqual([
      "No sales",
      "Up to 20 %",
      "Up to 80 % (the highest)",
    ]);
  });
});

describe("a heatmap cell's text", () => {
  it("says the hour, its figures and whether day parting turns the ads off", () => {
    const figures = cell({ clicks: 1, orders: 1, spend: 0.5, sales: 2, acos: 25 });
    expect(cellText(figures, money, false)).toBe(
      "Tue 14:00–15:00: 1 click · 1 order · $0.50 spend · $2.00 sales · ACOS 25.00 %",
    );
    expect(cellText(cell({ hour: 23 }), money, true)).toBe(
      "Tue 23:00–24:00: 0 clicks · 0 orders · $0.00 spend · $0.00 sales · ACOS - · ads off (day parting)",
    );
  });
});

describe("isAdsOffHour", () => {
  type Hours = [Weekday, string, string];
  const windows = (...list: Hours[]): Seasonality => ({
    turnAdsOffAtTimeOfDay: { isActivated: true, windows: list.map(([day, from, to]) => ({ day, from, to })) },
    turnAdsOffAtTimeOfYear: { isActivated: false },
    increaseDailyBudgetAtTimeOfYear: { isActivated: false },
  });
  const window = (from: string, to: string) => windows(["TUE", from, to]);
  it("covers the hours From ≤ hour < To of the window's weekday, up to the day's end at 24:00", () => {
    expect(isAdsOffHour(window("09:00", "12:00"), "TUE", 8)).toBe(false);
    expect(isAdsOffHour(window("09:00", "12:00"), "TUE", 9)).toBe(true);
    expect(isAdsOffHour(window("09:00", "12:00"), "TUE", 11)).toBe(true);
    expect(isAdsOffHour(window("09:00", "12:00"), "TUE", 12)).toBe(false);
    expect(isAdsOffHour(window("20:00", "24:00"), "TUE", 23)).toBe(true);
    expect(isAdsOffHour(window("09:00", "12:00"), "WED", 10)).toBe(false);
    expect(isAdsOffHour(null, "TUE", 10)).toBe(false);
  });

  it("covers the hours of every window, and none while day parting is off", () => {
    const two = windows(["TUE", "09:00", "12:00"], ["SAT", "01:00", "06:00"]);
    expect(isAdsOffHour(two, "TUE", 10)).toBe(true);
    expect(isAdsOffHour(two, "SAT", 5)).toBe(true);
    expect(isAdsOffHour(two, "SAT", 6)).toBe(false);
    const off = { ...two, turnAdsOffAtTimeOfDay: { ...two.turnAdsOffAtTimeOfDay, isActivated: false } };
    expect(isAdsOffHour(off, "TUE", 10)).toBe(false);
  });
});

describe("windowsText", () => {
  it("names the windows the hatch draws in week order, beside the legend", () => {
    expect(
      windowsText([
        { day: "SAT", from: "01:00", to: "06:00" },
        { day: "MON", from: "18:00", to: "24:00" },
        { day: "MON", from: "09:00", to: "12:00" },
      ]),
    ).toBe("Mon 09:00–12:00 · Mon 18:00–24:00 · Sat 01:00–06:00");
    expect(windowsText([])).toBe("");
  });
});
