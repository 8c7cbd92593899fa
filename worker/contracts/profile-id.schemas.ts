import * as v from "valibot";

/** Our amazon_profiles.id, as it appears in paths and queries. */
export const profileIdField = v.pipe(
  v.string("Required"),
  v.regex(/^\d{1,12}$/, "Must be a whole number"),
  v.transform(Number),
);
