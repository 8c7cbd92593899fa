/** Spec 001 §5: custom keyword, keyword search and the boost max bid. Pure valibot, unit-tested. */
import * as v from "valibot";
import { dollarsInput } from "../targets/target-form-schemas";

export const KEYWORD_MIN_LENGTH = 3;
export const KEYWORD_MAX_LENGTH = 100;
export const BOOST_MAX_BID_MIN = 0.03;
export const BOOST_NOT_ABOVE_BID_MESSAGE = "The max bit can't be less or equal than to the current bit";

const keywordText = v.config(
  v.pipe(
    v.string("Required"),
    v.trim(),
    v.nonEmpty("Required"),
    v.minLength(KEYWORD_MIN_LENGTH, "Min length - 3 characters"),
    v.maxLength(KEYWORD_MAX_LENGTH, "Max length - 100 characters"),
  ),
  { abortPipeEarly: true },
);

/** The custom keyword form: 3 to 100 characters. */
export const customKeywordFormSchema = v.object({ keywordText });
/** The recommended keywords' search by key: 3 to 100 characters. */
export const keywordSearchFormSchema = v.object({ key: keywordText });

/** The boost max bid: required, at least $0.03 and above the keyword's current bid. */
export const boostFormSchema = (currentBid: number | null) =>
  v.object({
    boostMaxBid: v.config(
      v.pipe(
        dollarsInput(),
        v.minValue(BOOST_MAX_BID_MIN, "Min value - $0.03"),
        v.check((value) => currentBid === null || value > currentBid, BOOST_NOT_ABOVE_BID_MESSAGE),
      ),
      { abortPipeEarly: true },
    ),
  });

export type BoostFormInput = v.InferInput<ReturnType<typeof boostFormSchema>>;
export type BoostFormOutput = v.InferOutput<ReturnType<typeof boostFormSchema>>;
