import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Seasonality } from "../../worker/contracts/advertised-skus/advertised-sku";
import { seasonalitySchema } from "../../worker/contracts/advertised-skus/settings/seasonality.schemas";
import { issuesOf } from "./sku-settings-issues";

const today = "2026-11-10";
const schema = seasonalitySchema(today);
const allOff = {
  turnAdsOffAtTimeOfDay: { isActivated: false, windows: [] },
  turnAdsOffAtTimeOfYear: { isActivated: false },
  increaseDailyBudgetAtTimeOfYear: { isActivated: false },
};
const timeOfDay = { isActivated: true, windows: [{ day: "MON" as const, from: "09:00", to: "18:00" }] };
const timeOfYear = { isActivated: true, from: "2026-11-20", to: "2026-11-30" };
const budget = {
  isActivated: true,
  from: "2026-12-01",
  to: "2026-12-24",
  amountIncreaseType: "$",
  budgetAmount: 5,
  budgetMax: 50,
};
const issues = (change: Record<string, unknown>) => issuesOf(schema, { ...allOff, ...change });

describe("seasonality (spec 001 §5)", () => {
  it("accepts every section on and keeps what was sent", () => {
    const value = {
      turnAdsOffAtTimeOfDay: timeOfDay,
      turnAdsOffAtTimeOfYear: timeOfYear,
      increaseDailyBudgetAtTimeOfYear: budget,
    };
    expect(v.parse(schema, value)).toEqual(value);
  });

  it("a section turned off keeps only its flag", () => {
    const sent = {
      turnAdsOffAtTimeOfDay: { ...timeOfDay, isActivated: false },
      turnAdsOffAtTimeOfYear: { ...timeOfYear, isActivated: false },
      increaseDailyBudgetAtTimeOfYear: { ...budget, isActivated: false, budgetAmount: -3 },
    };
    expect(v.parse(schema, sent)).toEqual(allOff);
  });

  it("time of year: dates required when active", () => {
    expect(issues({ turnAdsOffAtTimeOfYear: { isActivated: true, from: null, to: "" } })).toEqual([
      ["turnAdsOffAtTimeOfYear.from", "Required"],
      ["turnAdsOffAtTimeOfYear.to", "Required"],
    ]);
  });

  it("time of year: each date after the marketplace's today", () => {
    const message = "Date must be greater than today";
    expect(issues({ turnAdsOffAtTimeOfYear: { ...timeOfYear, from: today } })).toEqual([
      ["turnAdsOffAtTimeOfYear.from", message],
    ]);
    expect(
      issues({ turnAdsOffAtTimeOfYear: { isActivated: true, from: "2026-11-01", to: "2026-11-05" } }),
    ).toEqual([
      ["turnAdsOffAtTimeOfYear.from", message],
      ["turnAdsOffAtTimeOfYear.to", message],
    ]);
    expect(issues({ turnAdsOffAtTimeOfYear: { ...timeOfYear, from: "2026-11-11" } })).toEqual([]);
  });

  it("time of year: To after From", () => {
    const message = "Date must be greater than from";
    expect(
      issues({ turnAdsOffAtTimeOfYear: { isActivated: true, from: "2026-12-05", to: "2026-12-01" } }),
    ).toEqual([["turnAdsOffAtTimeOfYear.to", message]]);
    expect(
      issues({ turnAdsOffAtTimeOfYear: { isActivated: true, from: "2026-12-05", to: "2026-12-05" } }),
    ).toEqual([["turnAdsOffAtTimeOfYear.to", message]]);
  });

  it("daily budget: From, To, type, amount and max required", () => {
    expect(issues({ increaseDailyBudgetAtTimeOfYear: { isActivated: true } })).toEqual([
      ["increaseDailyBudgetAtTimeOfYear.from", "Required"],
      ["increaseDailyBudgetAtTimeOfYear.to", "Required"],
      ["increaseDailyBudgetAtTimeOfYear.amountIncreaseType", "Required"],
      ["increaseDailyBudgetAtTimeOfYear.budgetAmount", "Required"],
      ["increaseDailyBudgetAtTimeOfYear.budgetMax", "Required"],
    ]);
  });

  it("daily budget: the date rules", () => {
    const section = "increaseDailyBudgetAtTimeOfYear";
    expect(issues({ [section]: { ...budget, from: "2026-11-09" } })).toEqual([
      [`${section}.from`, "Date must be greater than today"],
    ]);
    expect(issues({ [section]: { ...budget, to: "2026-11-30" } })).toEqual([
      [`${section}.to`, "Date must be greater than from"],
    ]);
  });

  it("daily budget: amount min $0.01 for $, 1% to 100% for %", () => {
    const amount = (amountIncreaseType: string, budgetAmount: number) =>
      issues({ increaseDailyBudgetAtTimeOfYear: { ...budget, amountIncreaseType, budgetAmount } });
    const path = "increaseDailyBudgetAtTimeOfYear.budgetAmount";
    expect(amount("$", 0)).toEqual([[path, "Min value - $0.01"]]);
    expect(amount("$", 0.01)).toEqual([]);
    expect(amount("$", 150)).toEqual([]);
    expect(amount("%", 0.5)).toEqual([[path, "Min value - 1%"]]);
    expect(amount("%", 1)).toEqual([]);
    expect(amount("%", 100)).toEqual([]);
    expect(amount("%", 100.5)).toEqual([[path, "Max value - 100%"]]);
  });

  it("daily budget: max daily budget min $1", () => {
    const max = (budgetMax: number) => issues({ increaseDailyBudgetAtTimeOfYear: { ...budget, budgetMax } });
    expect(max(0.99)).toEqual([["increaseDailyBudgetAtTimeOfYear.budgetMax", "Min value - $1"]]);
    expect(max(1)).toEqual([]);
  });

  it("compares dates with the today it is given", () => {
    const later = seasonalitySchema("2026-11-25");
    expect(
      issuesOf(later, { ...allOff, turnAdsOffAtTimeOfYear: timeOfYear }).map(([, message]) => message),
    ).toEqual(["Date must be greater than today"]);
  });
});

describe("seasonality saved again once today has reached its dates (spec 001 §5: a date entered must be after today)", () => {
  // Saved on 2026-11-05: the ads-off season 11-08 → 11-20 has started, the budget raise 11-06 → 11-09 ended.
  const stored: Seasonality = {
    turnAdsOffAtTimeOfDay: timeOfDay,
    turnAdsOffAtTimeOfYear: { isActivated: true, from: "2026-11-08", to: "2026-11-20" },
    increaseDailyBudgetAtTimeOfYear: {
      ...budget,
      amountIncreaseType: "$",
      from: "2026-11-06",
      to: "2026-11-09",
    },
  };
  const again = seasonalitySchema(today, stored);
  const issuesAgain = (change: Record<string, unknown>) => issuesOf(again, { ...stored, ...change });

  it("accepts the stored dates unchanged, started or ended, with day parting changed", () => {
    const sent = {
      ...stored,
      turnAdsOffAtTimeOfDay: { isActivated: true, windows: [{ day: "SAT", from: "09:00", to: "18:00" }] },
    };
    expect(v.parse(again, sent)).toEqual(sent);
    // Without the stored setting (a first save) the same dates are refused.
    expect(issuesOf(schema, sent).map(([path]) => path)).toEqual([
      "turnAdsOffAtTimeOfYear.from",
      "increaseDailyBudgetAtTimeOfYear.from",
      "increaseDailyBudgetAtTimeOfYear.to",
    ]);
  });

  it("refuses a changed date that is not after today, with the spec's message", () => {
    const message = "Date must be greater than today";
    const year = stored.turnAdsOffAtTimeOfYear;
    expect(issuesAgain({ turnAdsOffAtTimeOfYear: { ...year, from: "2026-11-09" } })).toEqual([
      ["turnAdsOffAtTimeOfYear.from", message],
    ]);
    expect(issuesAgain({ turnAdsOffAtTimeOfYear: { ...year, to: today } })).toEqual([
      ["turnAdsOffAtTimeOfYear.to", message],
    ]);
    // A stored date does not carry over to the other field (stored From 11-08 sent as To).
    expect(issuesAgain({ turnAdsOffAtTimeOfYear: { ...year, to: "2026-11-08" } })).toEqual([
      ["turnAdsOffAtTimeOfYear.to", message],
      ["turnAdsOffAtTimeOfYear.to", "Date must be greater than from"],
    ]);
  });

  it("accepts a started season extended or moved to dates after today", () => {
    const year = stored.turnAdsOffAtTimeOfYear;
    expect(issuesAgain({ turnAdsOffAtTimeOfYear: { ...year, to: "2026-12-31" } })).toEqual([]);
    expect(issuesAgain({ turnAdsOffAtTimeOfYear: { ...year, from: "2026-11-11" } })).toEqual([]);
    const section = stored.increaseDailyBudgetAtTimeOfYear;
    expect(issuesAgain({ increaseDailyBudgetAtTimeOfYear: { ...section, to: "2026-11-11" } })).toEqual([]);
  });

  it("still wants To after From", () => {
    const message = "Date must be greater than from";
    expect(
      issuesAgain({ turnAdsOffAtTimeOfYear: { isActivated: true, from: "2026-12-05", to: "2026-12-01" } }),
    ).toEqual([["turnAdsOffAtTimeOfYear.to", message]]);
    // The stored To (ended) kept, From moved after it.
    const section = stored.increaseDailyBudgetAtTimeOfYear;
    expect(issuesAgain({ increaseDailyBudgetAtTimeOfYear: { ...section, from: "2026-12-05" } })).toEqual([
      ["increaseDailyBudgetAtTimeOfYear.to", message],
    ]);
    expect(
      issuesAgain({ increaseDailyBudgetAtTimeOfYear: { ...section, from: "2026-12-05", to: "2026-12-05" } }),
    ).toEqual([["increaseDailyBudgetAtTimeOfYear.to", message]]);
  });

  it("switches a started season off, and every section off", () => {
    const sent = { ...stored, turnAdsOffAtTimeOfYear: { isActivated: false } };
    expect(v.parse(again, sent)).toEqual(sent);
    expect(v.parse(again, allOff)).toEqual(allOff);
    // A section stored off keeps no dates: turning it on again needs dates after today.
    const off = seasonalitySchema(today, { ...stored, turnAdsOffAtTimeOfYear: { isActivated: false } });
    expect(issuesOf(off, stored)).toEqual([
      ["turnAdsOffAtTimeOfYear.from", "Date must be greater than today"],
    ]);
  });

  it("keeps judging unchanged dates against the stored setting it is given, not another SKU's", () => {
    const elsewhere = seasonalitySchema(today, {
      ...allOff,
      turnAdsOffAtTimeOfYear: stored.turnAdsOffAtTimeOfYear,
    });
    expect(issuesOf(elsewhere, stored).map(([path]) => path)).toEqual([
      "increaseDailyBudgetAtTimeOfYear.from",
      "increaseDailyBudgetAtTimeOfYear.to",
    ]);
  });
});
