import * as v from "valibot";

/** A page's `limit` query: a whole number 1–max, `size` when absent. */
export const pageLimitField = (size: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, "Must be a whole number"),
      v.transform(Number),
      v.minValue(1, "Min value - 1"),
      v.maxValue(max, `Max value - ${max}`),
    ),
    String(size),
  );

/** A paged list's `page` query: a whole number from 1, the first page when absent. */
export const pageNumberField = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, "Must be a whole number"),
    v.transform(Number),
    v.minValue(1, "Min value - 1"),
  ),
  "1",
);

/** A paged list's `limit` query: one of the spec's page sizes (000 §9), `size` when absent. */
export const pageSizeField = <Sizes extends readonly ["10", "20", "50", "100"]>(
  sizes: Sizes,
  size: Sizes[number],
) => v.pipe(v.optional(v.picklist(sizes, "Must be 10, 20, 50 or 100"), size), v.transform(Number));
