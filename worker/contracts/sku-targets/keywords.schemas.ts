/**
 * Paths and bodies of /api/keywords (spec 001 §5, §7). Pure valibot, shared with the forms.
 */
import * as v from "valibot";
import { profileIdField } from "../profile-id.schemas";
import { bidField, dollarsField, REQUIRED, toggleStateField } from "./targets.schemas";

export const KEYWORD_MIN_LENGTH = 3;
export const KEYWORD_MAX_LENGTH = 100;
export const BOOST_MAX_BID_MIN = 0.03;
/** Spec 001 §5, verbatim (sic). */
export const BOOST_NOT_ABOVE_BID_MESSAGE = "The max bit can't be less or equal than to the current bit";
export const BOOSTED_LOCKED_MESSAGE = "A boosted keyword can't be changed";

/** Custom keyword and keyword search: required, 3 to 100 characters. */
export const keywordTextField = v.config(
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.minLength(KEYWORD_MIN_LENGTH, "Min length - 3 characters"),
    v.maxLength(KEYWORD_MAX_LENGTH, "Max length - 100 characters"),
  ),
  { abortPipeEarly: true },
);

export const newKeywordSchema = v.object({ keywordText: keywordTextField }, REQUIRED);
export const keywordSearchSchema = v.object({ key: keywordTextField }, REQUIRED);

const entityIdField = v.pipe(v.string(REQUIRED), v.regex(/^[\w-]{1,40}$/, "Not an id"));
const skuIdField = v.pipe(
  v.string(REQUIRED),
  v.regex(/^\d{1,12}$/, "Must be a whole number"),
  v.transform(Number),
);

export const keywordParamSchema = v.object({ profileId: profileIdField, keywordId: entityIdField });
export const skuKeywordParamSchema = v.object({
  profileId: profileIdField,
  skuId: skuIdField,
  keywordId: entityIdField,
});

export const keywordChangeSchema = v.pipe(
  v.object(
    {
      state: v.optional(toggleStateField),
      bid: v.optional(bidField),
      organicSearchOptimization: v.optional(v.boolean("Must be true or false")),
    },
    REQUIRED,
  ),
  v.check(
    (change) => Object.values(change).some((value) => value !== undefined),
    "Send state, bid or organicSearchOptimization",
  ),
);

/** Boost max bid: required, min 0.03; above the keyword's current bid is checked against Amazon's bid. */
export const boostSchema = v.object({ boostMaxBid: dollarsField(BOOST_MAX_BID_MIN) }, REQUIRED);
