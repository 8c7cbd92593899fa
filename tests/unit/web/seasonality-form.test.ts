import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";
import {
  type SeasonalityValues,
  seasonalityResolver,
  seasonalityValues,
} from "../../../web/src/features/advertised-skus/details/settings/seasonality-form";
import type { Seasonality } from "../../../worker/contracts/advertised-skus/advertised-sku";

// The panel's Save as the form runs it: the resolver over the values, errors per field.
const today = "2026-11-10";
// Saved on 2026-11-05: the ads-off season has started, the budget raise has ended.
const stored: Seasonality = {
  turnAdsOffAtTimeOfDay: { isActivated: true, windows: [{ day: "MON", from: "09:00", to: "18:00" }] },
  turnAdsOffAtTimeOfYear: { isActivated: true, from: "2026-11-08", to: "2026-11-20" },
  increaseDailyBudgetAtTimeOfYear: {
    isActivated: true,
    from: "2026-11-06",
    to: "2026-11-09",
    amountIncreaseType: "%",
    budgetAmount: 25,
    budgetMax: 40,
  },
};

/** Each error the form shows, as "path: message", in order (a window's fields nested under its index). */
function messagesOf(errors: unknown, path = ""): string[] {
  if (!errors || typeof errors !== "object") return [];
  const { message, type, ref, types, ...nested } = errors as Record<string, unknown>;
  const own = typeof message === "string" ? [`${path}: ${message}`] : [];
  return [
    ...own,
    ...Object.entries(nested).flatMap(([key, inner]) => messagesOf(inner, path ? `${path}.${key}` : key)),
  ];
}

async function save(values: SeasonalityValues, saved: Seasonality | null = stored) {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;
  const result = await seasonalityResolver(today, saved)(values, undefined, options);
  return { messages: messagesOf(result.errors as FieldErrors<SeasonalityValues>), sent: result.values };
}

const loaded = () => seasonalityValues(stored);

describe("Day Parting & Seasonality panel once a saved season has started (spec 001 §5)", () => {
  it("saves the panel as loaded, with day parting changed: the stored past dates do not block it", async () => {
    const values = loaded();
    values.turnAdsOffAtTimeOfDay.windows[0] = { day: "SAT", from: "09:00", to: "18:00" };
    expect(await save(values)).toEqual({
      messages: [],
      sent: {
        ...stored,
        turnAdsOffAtTimeOfDay: { isActivated: true, windows: [{ day: "SAT", from: "09:00", to: "18:00" }] },
      },
    });
  });

  it("shows 'Date must be greater than today' under a date changed to today or before", async () => {
    const values = loaded();
    values.turnAdsOffAtTimeOfYear.from = "2026-11-09";
    values.increaseDailyBudgetAtTimeOfYear.to = today;
    expect((await save(values)).messages).toEqual([
      "turnAdsOffAtTimeOfYear.from: Date must be greater than today",
      "increaseDailyBudgetAtTimeOfYear.to: Date must be greater than today",
    ]);
  });

  it("shows 'Date must be greater than from' when To is not after From", async () => {
    const values = loaded();
    values.turnAdsOffAtTimeOfYear.from = "2026-12-05";
    expect((await save(values)).messages).toEqual([
      "turnAdsOffAtTimeOfYear.to: Date must be greater than from",
    ]);
  });

  it("switches the started season off (its fields cleared, as the checkbox does)", async () => {
    const values = loaded();
    values.turnAdsOffAtTimeOfYear = { isActivated: false, from: null, to: null };
    expect(await save(values)).toEqual({
      messages: [],
      sent: { ...stored, turnAdsOffAtTimeOfYear: { isActivated: false } },
    });
  });

  it("refuses the same past dates on a SKU that has none stored", async () => {
    expect((await save(loaded(), null)).messages).toEqual([
      "turnAdsOffAtTimeOfYear.from: Date must be greater than today",
      "increaseDailyBudgetAtTimeOfYear.from: Date must be greater than today",
      "increaseDailyBudgetAtTimeOfYear.to: Date must be greater than today",
    ]);
  });
});

describe("Day Parting & Seasonality panel's windows (spec 001 §3, issue 33)", () => {
  const later = {
    ...stored,
    turnAdsOffAtTimeOfYear: { isActivated: false },
    increaseDailyBudgetAtTimeOfYear: { isActivated: false },
  };
  const withWindows = (...windows: SeasonalityValues["turnAdsOffAtTimeOfDay"]["windows"]) => {
    const values = seasonalityValues(later);
    values.turnAdsOffAtTimeOfDay.windows = windows;
    return values;
  };

  it("loads every stored window, and one blank window when none is stored", () => {
    const two = { day: "SAT", from: "01:00", to: "06:00" } as const;
    const storedTwo = {
      ...later,
      turnAdsOffAtTimeOfDay: { isActivated: true, windows: [...later.turnAdsOffAtTimeOfDay.windows, two] },
    };
    expect(seasonalityValues(storedTwo).turnAdsOffAtTimeOfDay.windows).toEqual([
      { day: "MON", from: "09:00", to: "18:00" },
      two,
    ]);
    expect(seasonalityValues(null).turnAdsOffAtTimeOfDay).toEqual({
      isActivated: false,
      windows: [{ day: null, from: null, to: null }],
    });
  });

  it("saves two windows", async () => {
    const values = withWindows(
      { day: "MON", from: "09:00", to: "18:00" },
      { day: "SAT", from: "01:00", to: "06:00" },
    );
    const { messages, sent } = await save(values, later);
    expect(messages).toEqual([]);
    expect((sent as Seasonality).turnAdsOffAtTimeOfDay.windows).toHaveLength(2);
  });

  it("shows each window's messages under its own fields: 'Required', 'Time must be greater than from'", async () => {
    const values = withWindows(
      { day: "MON", from: "09:00", to: "18:00" },
      { day: null, from: null, to: null },
      { day: "TUE", from: "18:00", to: "09:00" },
    );
    expect((await save(values, later)).messages).toEqual([
      "turnAdsOffAtTimeOfDay.windows.1.day: Required",
      "turnAdsOffAtTimeOfDay.windows.1.from: Required",
      "turnAdsOffAtTimeOfDay.windows.1.to: Required",
      "turnAdsOffAtTimeOfDay.windows.2.to: Time must be greater than from",
    ]);
  });

  it("shows an overlap under the later window's From, naming the earlier window", async () => {
    const values = withWindows(
      { day: "MON", from: "09:00", to: "18:00" },
      { day: "MON", from: "17:00", to: "20:00" },
    );
    expect((await save(values, later)).messages).toEqual([
      "turnAdsOffAtTimeOfDay.windows.1.from: Overlaps window 1 (MON 09:00–18:00)",
    ]);
  });

  it("turned off sends no windows, whatever the rows hold", async () => {
    const values = withWindows({ day: null, from: "09:00", to: null });
    values.turnAdsOffAtTimeOfDay.isActivated = false;
    const { messages, sent } = await save(values, later);
    expect(messages).toEqual([]);
    expect((sent as Seasonality).turnAdsOffAtTimeOfDay).toEqual({ isActivated: false, windows: [] });
  });
});
