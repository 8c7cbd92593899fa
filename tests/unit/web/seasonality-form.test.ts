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
  turnAdsOffAtTimeOfDay: { isActivated: true, day: "MON", from: "09:00", to: "18:00" },
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

async function save(values: SeasonalityValues, saved: Seasonality | null = stored) {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;
  const result = await seasonalityResolver(today, saved)(values, undefined, options);
  const messages = Object.entries(result.errors as FieldErrors<SeasonalityValues>).flatMap(
    ([section, fields]) =>
      Object.entries((fields ?? {}) as Record<string, { message?: string }>).map(
        ([field, error]) => `${section}.${field}: ${error.message}`,
      ),
  );
  return { messages, sent: result.values };
}

const loaded = () => seasonalityValues(stored);

describe("Day Parting & Seasonality panel once a saved season has started (spec 001 §5)", () => {
  it("saves the panel as loaded, with day parting changed: the stored past dates do not block it", async () => {
    const values = loaded();
    values.turnAdsOffAtTimeOfDay.day = "SAT";
    expect(await save(values)).toEqual({
      messages: [],
      sent: { ...stored, turnAdsOffAtTimeOfDay: { ...stored.turnAdsOffAtTimeOfDay, day: "SAT" } },
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
