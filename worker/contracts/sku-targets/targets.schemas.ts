/**
 * Paths, queries and bodies of /api/targets (spec 001 §5, §7). Pure valibot, shared with the forms.
 */
import * as v from "valibot";
import { skuParamSchema } from "../advertised-skus/advertised-sku.schemas";
import { BID_MAX, BID_MAX_MESSAGE } from "../amazon-limits";
import { profileIdField } from "../profile-id.schemas";
import { sortQueryEntries } from "../sort-query.schemas";
import { ASIN_TARGET_SORT_COLUMNS, KEYWORD_SORT_COLUMNS } from "./targeting-sort";

export const REQUIRED = "Required";
export const ASIN_LENGTH = 10;
/** Spec 001 §9: targets, keywords and recommendation lists come 10 per cursor page. */
export const CURSOR_PAGE_SIZE = 10;
export const BID_MIN = 0.02;
export const STEP_MESSAGE = "Must be in steps of $0.01";

export { skuParamSchema };

/** Exactly 10 characters, upper-cased (the search box upper-cases what is typed). */
export const asinField = v.config(
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.minLength(ASIN_LENGTH, "Min length - 10 characters"),
    v.maxLength(ASIN_LENGTH, "Max length - 10 characters"),
    v.toUpperCase(),
  ),
  { abortPipeEarly: true },
);

const isCentStep = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A bid on the wire: dollars with whole cents, at least `min`, at most Amazon's maximum bid. */
export const dollarsField = (min: number) =>
  v.config(
    v.pipe(
      v.number(REQUIRED),
      v.finite(REQUIRED),
      v.minValue(min, `Min value - $${min.toFixed(2)}`),
      v.maxValue(BID_MAX, BID_MAX_MESSAGE),
      v.check(isCentStep, STEP_MESSAGE),
    ),
    { abortPipeEarly: true },
  );

/** ASIN target bid and keyword bid: required, step 0.01, min 0.02. */
export const bidField = dollarsField(BID_MIN);

export const TOGGLE_STATES = ["ENABLED", "PAUSED"] as const;
export const toggleStateField = v.picklist(TOGGLE_STATES, "Must be ENABLED or PAUSED");

const cursorField = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Not a cursor of this list")));

/** ?q&limit=10&cursor of the SKU's targets and keywords: cursor is the offset the last page gave. */
export const cursorListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Max length - 100 characters")), ""),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "Must be a whole number"),
      v.transform(Number),
      v.minValue(1, "Min value - 1"),
      v.maxValue(100, "Max value - 100"),
    ),
    String(CURSOR_PAGE_SIZE),
  ),
  cursor: cursorField,
});

/** The SKU's keywords: a cursor page in the order asked (`sort`, `order`). */
export const keywordListQuerySchema = v.object({
  ...cursorListQuerySchema.entries,
  ...sortQueryEntries(KEYWORD_SORT_COLUMNS),
});

/** The SKU's ASIN targets: a cursor page in the order asked (`sort`, `order`). */
export const asinTargetListQuerySchema = v.object({
  ...cursorListQuerySchema.entries,
  ...sortQueryEntries(ASIN_TARGET_SORT_COLUMNS),
});

export const asinLookupQuerySchema = v.object({ asin: asinField });

export const recommendedQuerySchema = v.object({
  limit: cursorListQuerySchema.entries.limit,
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200, "Not a cursor of this list"))),
});

export const newAsinTargetSchema = v.object({ productAsin: asinField }, REQUIRED);

const entityIdField = v.pipe(v.string(REQUIRED), v.regex(/^[\w-]{1,40}$/, "Not an id"));
export const targetParamSchema = v.object({ profileId: profileIdField, targetId: entityIdField });
export const negativeParamSchema = v.object({ profileId: profileIdField, id: entityIdField });

export const asinTargetChangeSchema = v.pipe(
  v.object(
    {
      state: v.optional(toggleStateField),
      bid: v.optional(bidField),
      increaseProductPagesPlacement: v.optional(v.boolean("Must be true or false")),
      increaseTopOfSearchPlacement: v.optional(v.boolean("Must be true or false")),
    },
    REQUIRED,
  ),
  v.check(
    (change) => Object.values(change).some((value) => value !== undefined),
    "Send state, bid, increaseProductPagesPlacement or increaseTopOfSearchPlacement",
  ),
);

export const negativeStateSchema = v.object({ state: toggleStateField }, REQUIRED);
