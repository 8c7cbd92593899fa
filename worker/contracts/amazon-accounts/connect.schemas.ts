import * as v from "valibot";

const origin = v.pipe(v.string("Required"), v.url("Must be the app's address"));

export const signInQuerySchema = v.object({ redirect: origin });

export const callbackQuerySchema = v.object({
  code: v.pipe(v.string("Required"), v.nonEmpty("Required"), v.maxLength(512, "Max length - 512 characters")),
  state: v.pipe(
    v.string("Required"),
    v.nonEmpty("Required"),
    v.maxLength(512, "Max length - 512 characters"),
  ),
  redirect: v.optional(origin),
});
