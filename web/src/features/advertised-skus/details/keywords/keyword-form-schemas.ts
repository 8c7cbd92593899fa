/**
 * The forms of spec 001 §5 for keywords: the API's own rules (worker/routes/keywords), the boost max bid
 * also checked against the keyword's current bid. Pure valibot, unit-tested.
 */

import {
  BOOST_MAX_BID_MIN,
  BOOST_NOT_ABOVE_BID_MESSAGE,
  boostSchema,
  keywordSearchSchema,
  newKeywordSchema,
} from "@contracts/sku-targets/keywords.schemas";
import * as v from "valibot";
import { numberText } from "../../../../components/forms/number-text";

export { BOOST_MAX_BID_MIN, BOOST_NOT_ABOVE_BID_MESSAGE };

/** The custom keyword form: 3 to 100 characters. */
export const customKeywordFormSchema = newKeywordSchema;
/** The recommended keywords' search by key: 3 to 100 characters. */
export const keywordSearchFormSchema = keywordSearchSchema;

/** The boost max bid: required, at least $0.03 and above the keyword's current bid. */
export const boostFormSchema = (currentBid: number | null) =>
  v.object({
    boostMaxBid: v.config(
      v.pipe(
        numberText(),
        boostSchema.entries.boostMaxBid,
        v.check((value) => currentBid === null || value > currentBid, BOOST_NOT_ABOVE_BID_MESSAGE),
      ),
      { abortPipeEarly: true },
    ),
  });

export type BoostFormInput = v.InferInput<ReturnType<typeof boostFormSchema>>;
export type BoostFormOutput = v.InferOutput<ReturnType<typeof boostFormSchema>>;
