/**
 * Paths, queries and bodies of /api/advertised-sku (spec 001 §7 "SKUs and products"). Pure valibot
 * (shared with the web), built from the field rules of sku-fields.schemas.ts.
 */
import * as v from "valibot";
import { pageNumberField } from "../page-limit.schemas";
import { profileIdField } from "../profile-id.schemas";
import { sortQueryEntries } from "../sort-query.schemas";
import {
  bidMaxField,
  bidMinField,
  bidRangeSchema,
  inlineMaxDailyBudgetField,
  listMaxDailyBudgetField,
  REQUIRED,
  targetAcosField,
  targetRoasField,
} from "./sku-fields.schemas";

export const SKU_PAGE_SIZES = ["10", "20", "50", "100"] as const;
/** D1 binds at most 100 parameters a statement; the SKU check binds one per product. */
export const MAX_NEW_SKUS = 50;

const idField = v.pipe(
  v.string(REQUIRED),
  v.regex(/^\d{1,12}$/, "Must be a whole number"),
  v.transform(Number),
);

export const profileParamSchema = v.object({ profileId: profileIdField });
export const skuParamSchema = v.object({ profileId: profileIdField, skuId: idField });

/** The columns the SKU list sorts by (`sort`), as its table names them; without one, newest first. */
export const SKU_SORT_COLUMNS = [
  "title",
  "asin",
  "sku",
  "price",
  "maxDailyBudget",
  "bidMin",
  "bidMax",
  "status",
] as const;
export type SkuSortColumn = (typeof SKU_SORT_COLUMNS)[number];

export const skuPageQuerySchema = v.object({
  page: pageNumberField,
  limit: v.pipe(
    v.optional(v.picklist(SKU_PAGE_SIZES, "Must be 10, 20, 50 or 100"), "10"),
    v.transform(Number),
  ),
  isAdvertised: v.optional(
    v.pipe(
      v.picklist(["true", "false"], "Must be true or false"),
      v.transform((value) => value === "true"),
    ),
  ),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Max length - 100 characters")), ""),
  ...sortQueryEntries(SKU_SORT_COLUMNS),
});

const requiredText = (maxLength: number) =>
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.maxLength(maxLength, `Max length - ${maxLength} characters`),
  );
const optionalText = (maxLength: number) =>
  v.nullish(v.pipe(v.string(), v.maxLength(maxLength, `Max length - ${maxLength} characters`)), null);

export const newSkuSchema = v.object(
  {
    sku: requiredText(100),
    asin: v.pipe(requiredText(20), v.toUpperCase()),
    title: optionalText(1000),
    brand: optionalText(200),
    imageUrl: optionalText(2000),
    thumbnail: optionalText(2000),
    category: optionalText(200),
    priceToPay: v.nullish(
      v.object({
        amount: v.pipe(
          v.number("Must be a number"),
          v.finite("Must be a number"),
          v.minValue(0, "Min value - 0"),
        ),
        currency: v.pipe(v.string(REQUIRED), v.regex(/^[A-Z]{3}$/, "Must be a currency code like USD")),
      }),
      null,
    ),
    bidOptimization: bidRangeSchema,
    maxDailyBudget: inlineMaxDailyBudgetField,
  },
  REQUIRED,
);
export type NewSkuInput = v.InferOutput<typeof newSkuSchema>;

/** POST /api/advertised-sku/{profileId}: a list of products to add. */
export const newSkusSchema = v.pipe(
  v.array(newSkuSchema, "Must be a list of products"),
  v.minLength(1, "Add at least one product"),
  v.maxLength(MAX_NEW_SKUS, `At most ${MAX_NEW_SKUS} products at a time`),
);

/** PUT's bid change: any of the three; the pair's order is checked against the stored bids too. */
export const bidOptimizationChangeSchema = v.pipe(
  v.object(
    {
      bidMin: v.optional(bidMinField),
      bidMax: v.optional(bidMaxField),
      targetAcos: v.optional(targetAcosField),
    },
    "Must be an object",
  ),
  v.check(
    (change) => change.bidMin !== undefined || change.bidMax !== undefined || change.targetAcos !== undefined,
    "Send bidMin, bidMax or targetAcos",
  ),
);

/** The core entries of PUT /api/advertised-sku/{profileId}/{skuId}'s body. */
export const coreSkuUpdateEntries = {
  maxDailyBudget: v.optional(listMaxDailyBudgetField),
  bidOptimization: v.optional(bidOptimizationChangeSchema),
  targetRoas: v.optional(v.object({ targetRoas: targetRoasField }, REQUIRED)),
};
