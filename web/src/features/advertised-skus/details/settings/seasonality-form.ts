/**
 * The Day Parting & Seasonality form's values and rules, apart from the panel so they can be tested
 * without a browser. The rules are the API's (seasonalitySchema), judged against the same stored
 * setting: saved dates left as they are pass even once today has reached them.
 */
import type { AmountIncreaseType, Seasonality } from "@contracts/advertised-skus/advertised-sku";
import { seasonalitySchema } from "@contracts/advertised-skus/settings/seasonality.schemas";
import { settingsResolver } from "./settings-form-kit";

type Nullable<T> = { [Key in keyof T]: T[Key] | null };
export type WindowValues = Nullable<{ day: string; from: string; to: string }>;
export type SeasonalityValues = {
  turnAdsOffAtTimeOfDay: { isActivated: boolean; windows: WindowValues[] };
  turnAdsOffAtTimeOfYear: { isActivated: boolean } & Nullable<{ from: string; to: string }>;
  increaseDailyBudgetAtTimeOfYear: { isActivated: boolean } & Nullable<{
    from: string;
    to: string;
    amountIncreaseType: AmountIncreaseType;
    budgetAmount: number;
    budgetMax: number;
  }>;
};
export type SeasonalitySection = keyof SeasonalityValues;

/** A window not filled in yet: the form always shows at least one. */
export const blankWindow = (): WindowValues => ({ day: null, from: null, to: null });

/** Each section's fields as they read when it is off. */
export const clearedSections: {
  [Key in SeasonalitySection]: Omit<SeasonalityValues[Key], "isActivated">;
} = {
  turnAdsOffAtTimeOfDay: { windows: [blankWindow()] },
  turnAdsOffAtTimeOfYear: { from: null, to: null },
  increaseDailyBudgetAtTimeOfYear: {
    from: null,
    to: null,
    amountIncreaseType: null,
    budgetAmount: null,
    budgetMax: null,
  },
};

/** The form's values for the stored setting (every section off when never set). */
export const seasonalityValues = (stored: Seasonality | null): SeasonalityValues => ({
  turnAdsOffAtTimeOfDay: {
    isActivated: stored?.turnAdsOffAtTimeOfDay.isActivated ?? false,
    windows: stored?.turnAdsOffAtTimeOfDay.windows.length
      ? stored.turnAdsOffAtTimeOfDay.windows.map((window) => ({ ...window }))
      : [blankWindow()],
  },
  turnAdsOffAtTimeOfYear: {
    ...clearedSections.turnAdsOffAtTimeOfYear,
    isActivated: false,
    ...stored?.turnAdsOffAtTimeOfYear,
  },
  increaseDailyBudgetAtTimeOfYear: {
    ...clearedSections.increaseDailyBudgetAtTimeOfYear,
    isActivated: false,
    ...stored?.increaseDailyBudgetAtTimeOfYear,
  },
});

/**
 * The form's resolver. Until the marketplace's clock answers (no `today`) no date can be judged:
 * every date reads as not after today, and the panel keeps Save disabled meanwhile.
 */
export const seasonalityResolver = (today: string | null | undefined, stored: Seasonality | null) =>
  settingsResolver<SeasonalityValues, Seasonality>(seasonalitySchema(today ?? "9999-12-31", stored));
