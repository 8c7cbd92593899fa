/**
 * The migrate form (spec 000 §5) and POST /api/campaigns/{profileId}/migrate's body (§3 "Migrate
 * payload"). The web form reuses these, so this file imports nothing but valibot and other schemas.
 */
import * as v from "valibot";
import {
  bidRangeSchema,
  type InlineSkuFormValues,
  inlineMaxDailyBudgetField,
  inlineSkuFormSchema,
} from "../advertised-skus/sku-fields.schemas";

/** The migrate form is the Products dialog's inline form (spec 000 §5 and 001 §5 give the same rules). */
export const migrateFormSchema = inlineSkuFormSchema;
export type MigrateFormValues = InlineSkuFormValues;

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
        bidOptimization: bidRangeSchema,
        maxDailyBudget: inlineMaxDailyBudgetField,
      },
      "Required",
    ),
    replaceSkuSettings: v.optional(v.boolean("Must be true or false")),
  },
  // A missing key reads 'Required' too.
  "Required",
);
export type MigratePayloadInput = v.InferOutput<typeof migratePayloadSchema>;
