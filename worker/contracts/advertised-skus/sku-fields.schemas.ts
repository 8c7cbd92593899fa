/**
 * The advertised-SKU fields and their rules (spec 001 §5, §9). Pure valibot: the SKU list's modals,
 * the Products dialog's inline form, the Product Details forms and the API all validate with these.
 */
import * as v from "valibot";
import { BID_MAX, BID_MAX_MESSAGE, DAILY_BUDGET_MAX, DAILY_BUDGET_MAX_MESSAGE } from "../amazon-limits";

export const MAX_DAILY_BUDGET_MIN = 1;
export const BID_MIN_MIN = 0.02;
export const BID_MAX_MIN = 0.03;
export const TARGET_ACOS_MIN = 1;
export const TARGET_ACOS_MAX = 100;
export const TARGET_ROAS_MIN = 0.1;
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 25;

export const REQUIRED = "Required";
export const MIN_ABOVE_MAX_MESSAGE = "The min bid can't be higher than the max bid";
export const MAX_BELOW_MIN_MESSAGE = "The max bid can't be lower than the min bid";
export const CENT_STEP_MESSAGE = "Must be in steps of $0.01";

const isCentStep = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A number the seller must enter: blank (or not a number) reads 'Required'. */
const requiredNumber = () => v.pipe(v.number(REQUIRED), v.finite(REQUIRED));

/** Dollars, step 0.01, at least `minimum` and at most Amazon's `maximum`. */
const dollars = (minimum: number, message: string, [maximum, maxMessage]: readonly [number, string]) =>
  v.pipe(
    requiredNumber(),
    v.minValue(minimum, message),
    v.maxValue(maximum, maxMessage),
    v.check(isCentStep, CENT_STEP_MESSAGE),
  );

const BUDGET_CEILING = [DAILY_BUDGET_MAX, DAILY_BUDGET_MAX_MESSAGE] as const;
const BID_CEILING = [BID_MAX, BID_MAX_MESSAGE] as const;

/** Max budget in the SKU list's modal. */
export const listMaxDailyBudgetField = dollars(MAX_DAILY_BUDGET_MIN, "Min value - $1", BUDGET_CEILING);
/** Max budget in the inline forms (Products dialog, Product Details' budget form). */
export const inlineMaxDailyBudgetField = dollars(MAX_DAILY_BUDGET_MIN, "Min value - $1.0", BUDGET_CEILING);
export const bidMinField = dollars(BID_MIN_MIN, "Min value - $0.02", BID_CEILING);
export const bidMaxField = dollars(BID_MAX_MIN, "Min value - $0.03", BID_CEILING);

export const targetAcosField = v.pipe(
  requiredNumber(),
  v.minValue(TARGET_ACOS_MIN, "Min value - 1%"),
  v.maxValue(TARGET_ACOS_MAX, "Max value - 100%"),
);

export const targetRoasField = v.pipe(requiredNumber(), v.minValue(TARGET_ROAS_MIN, "Min value - 0.1"));

/** Brand name and competitor name (add and update); a blank name reads only 'Required'. */
export const brandOrCompetitorNameField = v.config(
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.minLength(NAME_MIN_LENGTH, "Min length - 3 characters"),
    v.maxLength(NAME_MAX_LENGTH, "Max length - 25 characters"),
  ),
  { abortPipeEarly: true },
);

export const maxNotBelowMin = ({ bidMin, bidMax }: { bidMin: number; bidMax: number }) => bidMax >= bidMin;

/** Products dialog's inline form (and one product of POST /api/advertised-sku/{profileId}). */
export const inlineSkuFormSchema = v.pipe(
  v.object({ maxDailyBudget: inlineMaxDailyBudgetField, bidMin: bidMinField, bidMax: bidMaxField }, REQUIRED),
  v.forward(v.partialCheck([["bidMin"], ["bidMax"]], maxNotBelowMin, MAX_BELOW_MIN_MESSAGE), ["bidMax"]),
);
export type InlineSkuFormValues = v.InferOutput<typeof inlineSkuFormSchema>;

/** The bid pair of a new SKU: {bidMin, bidMax}, max not below min. */
export const bidRangeSchema = v.pipe(
  v.object({ bidMin: bidMinField, bidMax: bidMaxField }, REQUIRED),
  v.forward(v.partialCheck([["bidMin"], ["bidMax"]], maxNotBelowMin, MAX_BELOW_MIN_MESSAGE), ["bidMax"]),
);

/** SKU list's budget modal. */
export const listBudgetFormSchema = v.object({ maxDailyBudget: listMaxDailyBudgetField }, REQUIRED);

/** SKU list's min-bid modal: not above the SKU's current max bid. */
export const listBidMinFormSchema = (currentBidMax: number) =>
  v.object(
    {
      bidMin: v.pipe(bidMinField, v.maxValue(currentBidMax, MIN_ABOVE_MAX_MESSAGE)),
    },
    REQUIRED,
  );

/** SKU list's max-bid modal: not below the SKU's current min bid. */
export const listBidMaxFormSchema = (currentBidMin: number) =>
  v.object(
    {
      bidMax: v.pipe(bidMaxField, v.minValue(currentBidMin, MAX_BELOW_MIN_MESSAGE)),
    },
    REQUIRED,
  );

/** Product Details' Bid optimization form (Target ACOS, Min Bid, Max Bid). */
export const bidOptimizationFormSchema = v.pipe(
  v.object({ targetAcos: targetAcosField, bidMin: bidMinField, bidMax: bidMaxField }, REQUIRED),
  v.forward(v.partialCheck([["bidMin"], ["bidMax"]], maxNotBelowMin, MAX_BELOW_MIN_MESSAGE), ["bidMax"]),
);
export type BidOptimizationFormValues = v.InferOutput<typeof bidOptimizationFormSchema>;

/** Product Details' Target ROAS form. */
export const targetRoasFormSchema = v.object({ targetRoas: targetRoasField }, REQUIRED);

/** Brand panel's and Competitors panel's name forms. */
export const brandNameFormSchema = v.object({ brandName: brandOrCompetitorNameField }, REQUIRED);
export const competitorNameFormSchema = v.object({ competitorName: brandOrCompetitorNameField }, REQUIRED);
