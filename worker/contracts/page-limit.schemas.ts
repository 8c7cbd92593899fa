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
