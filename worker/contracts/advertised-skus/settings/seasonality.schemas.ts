/** Day parting and seasonality of an advertised SKU (spec 001 §3 Seasonality, §4, §5). Pure valibot. */
import * as v from "valibot";
import type { Seasonality } from "../advertised-sku";
import {
  asRecord,
  BUDGET_CEILING,
  DATE_AFTER_FROM_MESSAGE,
  dollars,
  fieldIssue,
  futureDateField,
  increaseAmountIssue,
  increaseTypeField,
  REQUIRED,
  requiredNumber,
  toAfterFrom,
} from "./setting-fields.schemas";
import { turnAdsOffAtTimeOfDaySchema } from "./time-of-day.schemas";

export const BUDGET_MAX_MIN = 1;

const off = v.object({ isActivated: v.literal(false) }, REQUIRED);

const laterDate = (to: string, from: string) => to > from;

/** The stored dates of a section: each may be sent back unchanged though today has reached it. */
type StoredDates = { from?: string | null; to?: string | null } | null | undefined;

/**
 * Turn ads off at a time of year: a date entered after the marketplace's today (the stored one may
 * be kept), To after From.
 */
export const turnAdsOffAtTimeOfYearSchema = (today: string, stored?: StoredDates) =>
  v.pipe(
    v.variant("isActivated", [
      off,
      v.object(
        {
          isActivated: v.literal(true),
          from: futureDateField(today, stored?.from),
          to: futureDateField(today, stored?.to),
        },
        REQUIRED,
      ),
    ]),
    toAfterFrom(laterDate, DATE_AFTER_FROM_MESSAGE),
  );

/** Raise the daily budget at a time of year by $ or %, up to a max daily budget. */
export const increaseDailyBudgetAtTimeOfYearSchema = (today: string, stored?: StoredDates) =>
  v.pipe(
    v.variant("isActivated", [
      off,
      v.object(
        {
          isActivated: v.literal(true),
          from: futureDateField(today, stored?.from),
          to: futureDateField(today, stored?.to),
          amountIncreaseType: increaseTypeField,
          budgetAmount: requiredNumber(),
          budgetMax: dollars(BUDGET_MAX_MIN, BUDGET_CEILING),
        },
        REQUIRED,
      ),
    ]),
    toAfterFrom(laterDate, DATE_AFTER_FROM_MESSAGE),
    v.rawCheck(({ dataset, addIssue }) => {
      const value = asRecord(dataset.value);
      if (value?.isActivated !== true) return;
      const message = increaseAmountIssue(value.amountIncreaseType, value.budgetAmount, BUDGET_CEILING);
      if (message) fieldIssue(addIssue, value, "budgetAmount", message);
    }),
  );

/**
 * The whole setting. `today` is the marketplace's today ('YYYY-MM-DD'): the API passes the
 * profile's, the form useMarketplaceToday(). `stored` is the SKU's saved setting: its dates sent
 * back unchanged are accepted even once today has reached them (a season under way, or over, can
 * be kept while day parting is edited); a date entered or changed must be after today. A section
 * turned off keeps only its flag.
 */
export const seasonalitySchema = (today: string, stored: Seasonality | null = null) =>
  v.object(
    {
      turnAdsOffAtTimeOfDay: turnAdsOffAtTimeOfDaySchema,
      turnAdsOffAtTimeOfYear: turnAdsOffAtTimeOfYearSchema(today, stored?.turnAdsOffAtTimeOfYear),
      increaseDailyBudgetAtTimeOfYear: increaseDailyBudgetAtTimeOfYearSchema(
        today,
        stored?.increaseDailyBudgetAtTimeOfYear,
      ),
    },
    REQUIRED,
  );
