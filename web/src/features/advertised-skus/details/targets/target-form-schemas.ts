/**
 * The forms of spec 001 §5 for ASIN targets: the API's own field rules (worker/routes/targets), with the
 * text of a number input turned into dollars first. Pure valibot, unit-tested.
 */
import * as v from "valibot";
import {
  asinLookupQuerySchema,
  BID_MIN,
  bidField,
  REQUIRED,
} from "../../../../../../worker/routes/targets/targets.schemas";

export const TARGET_BID_MIN = BID_MIN;

/** The ASIN lookup: required, exactly 10 characters, upper-cased. */
export const asinSearchFormSchema = asinLookupQuerySchema;

/** The text of a number input as dollars: blank or not a number reads 'Required'. */
export const dollarsInput = () =>
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.transform(Number),
    v.check((value) => Number.isFinite(value), REQUIRED),
  );

/** ASIN target bid and keyword bid: required, step 0.01, min 0.02. */
export const bidFormSchema = v.object({
  bid: v.config(v.pipe(dollarsInput(), bidField), { abortPipeEarly: true }),
});

export type BidFormInput = v.InferInput<typeof bidFormSchema>;
export type BidFormOutput = v.InferOutput<typeof bidFormSchema>;

/** A bid is sent only when it changed (spec 001 §5). */
export const bidChanged = (next: number, current: number | null) =>
  current === null || Math.round(next * 100) !== Math.round(current * 100);
