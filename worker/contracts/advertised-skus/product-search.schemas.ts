/** Query of GET /api/amazon/search/{profileId} (spec 001 §7): the Products dialog's search. */
import * as v from "valibot";
import { profileIdField } from "../profile-id.schemas";

export const PRODUCT_PAGE_SIZE = 10;

export const productSearchParamSchema = v.object({ profileId: profileIdField });

export const productSearchQuerySchema = v.object({
  sku: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Max length - 100 characters")), ""),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "Must be a whole number"),
      v.transform(Number),
      v.minValue(1, "Min value - 1"),
      v.maxValue(PRODUCT_PAGE_SIZE, `Max value - ${PRODUCT_PAGE_SIZE}`),
    ),
    String(PRODUCT_PAGE_SIZE),
  ),
  cursor: v.optional(v.pipe(v.string(), v.minLength(1, "Must not be empty"), v.maxLength(1000, "Too long"))),
});
