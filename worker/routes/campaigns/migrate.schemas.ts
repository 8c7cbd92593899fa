/**
 * The migrate form (spec 000 §5) and POST /api/campaigns/{profileId}/migrate's body (§3 "Migrate
 * payload"). The web form reuses these, so this file imports nothing but valibot.
 */
import * as v from "valibot";

export const MAX_BUDGET_MIN = 1;
export const BID_MIN_MIN = 0.02;
export const BID_MAX_MIN = 0.03;
export const MAX_BELOW_MIN_MESSAGE = "The max bid can't be lower than the min bid";

/** A dollar amount the seller must enter: blank (or not a number) reads 'Required'. */
const requiredDollars = (minimum: number, message: string) =>
  v.pipe(v.number("Required"), v.finite("Required"), v.minValue(minimum, message));

export const maxDailyBudgetField = requiredDollars(MAX_BUDGET_MIN, "Min value - $1.0");
export const bidMinField = requiredDollars(BID_MIN_MIN, "Min value - $0.02");
export const bidMaxField = requiredDollars(BID_MAX_MIN, "Min value - $0.03");

const maxNotBelowMin = ({ bidMin, bidMax }: { bidMin: number; bidMax: number }) => bidMax >= bidMin;

/** The three fields of a product ad's migrate form, flat as the form holds them. */
export const migrateFormSchema = v.pipe(
  v.object({ maxDailyBudget: maxDailyBudgetField, bidMin: bidMinField, bidMax: bidMaxField }, "Required"),
  // Reported on bidMax, and only once both bids are valid numbers.
  v.forward(v.partialCheck([["bidMin"], ["bidMax"]], maxNotBelowMin, MAX_BELOW_MIN_MESSAGE), ["bidMax"]),
);
export type MigrateFormValues = v.InferOutput<typeof migrateFormSchema>;

const requiredText = (maxLength: number) =>
  v.pipe(
    v.string("Required"),
    v.trim(),
    v.nonEmpty("Required"),
    v.maxLength(maxLength, `Max length - ${maxLength} characters`),
  );
const optionalText = (maxLength: number) =>
  v.nullish(v.pipe(v.string(), v.maxLength(maxLength, `Max length - ${maxLength} characters`)), null);

export const migratePayloadSchema = v.object(
  {
    amazonCampaignId: requiredText(50),
    asin: requiredText(20),
    sku: requiredText(100),
    advertisedSku: v.object(
      {
        brand: optionalText(200),
        title: optionalText(1000),
        priceToPay: v.nullish(
          v.object({
            amount: v.pipe(
              v.number("Must be a number"),
              v.finite("Must be a number"),
              v.minValue(0, "Min value - 0"),
            ),
            currency: v.pipe(v.string("Required"), v.regex(/^[A-Z]{3}$/, "Must be a currency code like USD")),
          }),
          null,
        ),
        thumbnail: optionalText(2000),
        category: optionalText(200),
        bidOptimization: v.pipe(
          v.object({ bidMin: bidMinField, bidMax: bidMaxField }, "Required"),
          v.forward(v.partialCheck([["bidMin"], ["bidMax"]], maxNotBelowMin, MAX_BELOW_MIN_MESSAGE), [
            "bidMax",
          ]),
        ),
        maxDailyBudget: maxDailyBudgetField,
      },
      "Required",
    ),
  },
  // A missing key reads 'Required' too.
  "Required",
);
export type MigratePayloadInput = v.InferOutput<typeof migratePayloadSchema>;
