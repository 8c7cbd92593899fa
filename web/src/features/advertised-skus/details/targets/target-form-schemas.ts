/** Spec 001 §5: the ASIN search box and the target/keyword bid edit. Pure valibot, unit-tested. */
import * as v from "valibot";

export const ASIN_LENGTH = 10;
export const TARGET_BID_MIN = 0.02;
const REQUIRED = "Required";

/** The ASIN lookup: required, exactly 10 characters; the box upper-cases what is typed. */
export const asinSearchFormSchema = v.object({
  asin: v.config(
    v.pipe(
      v.string(REQUIRED),
      v.trim(),
      v.nonEmpty(REQUIRED),
      v.minLength(ASIN_LENGTH, "Min length - 10 characters"),
      v.maxLength(ASIN_LENGTH, "Max length - 10 characters"),
      v.toUpperCase(),
    ),
    { abortPipeEarly: true },
  ),
});

const isCentStep = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

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
  bid: v.config(
    v.pipe(
      dollarsInput(),
      v.minValue(TARGET_BID_MIN, "Min value - $0.02"),
      v.check(isCentStep, "Must be in steps of $0.01"),
    ),
    { abortPipeEarly: true },
  ),
});

export type BidFormInput = v.InferInput<typeof bidFormSchema>;
export type BidFormOutput = v.InferOutput<typeof bidFormSchema>;

/** A bid is sent only when it changed (spec 001 §5). */
export const bidChanged = (next: number, current: number | null) =>
  current === null || Math.round(next * 100) !== Math.round(current * 100);
