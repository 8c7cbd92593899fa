/**
 * Bodies of the search-term actions (issue 33 item 2): negate terms, or add them as keywords, from
 * the campaign page's rows, one or many at once. Pure valibot, shared with the web forms.
 */
import * as v from "valibot";
import { bidField, REQUIRED } from "../sku-targets/targets.schemas";

/** Rows a seller may act on in one call: a page of the search-term table and more. */
export const TERMS_PER_ACTION_MAX = 100;
export const TERM_MAX_LENGTH = 100;

export const NEGATIVE_MATCH_TYPES = ["NEGATIVE_EXACT", "NEGATIVE_PHRASE"] as const;
export const KEYWORD_MATCH_TYPES = ["EXACT", "PHRASE", "BROAD"] as const;
/** Where a negative goes: this campaign, or every campaign Skupilot runs for the campaign's SKU. */
export const NEGATE_SCOPES = ["CAMPAIGN", "SKU"] as const;

export const TERMS_REQUIRED_MESSAGE = "Choose at least one search term";
export const TERMS_TOO_MANY_MESSAGE = `At most ${TERMS_PER_ACTION_MAX} search terms at once`;

/** One search term as a shopper typed it (or a product page's ASIN). */
export const searchTermField = v.pipe(
  v.string(REQUIRED),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.maxLength(TERM_MAX_LENGTH, `Max length - ${TERM_MAX_LENGTH} characters`),
);

export const negativeMatchTypeField = v.picklist(
  NEGATIVE_MATCH_TYPES,
  "Must be NEGATIVE_EXACT or NEGATIVE_PHRASE",
);
export const negateScopeField = v.picklist(NEGATE_SCOPES, "Must be CAMPAIGN or SKU");
export const keywordMatchTypeField = v.picklist(KEYWORD_MATCH_TYPES, "Must be EXACT, PHRASE or BROAD");

const searchTermsField = v.pipe(
  v.array(searchTermField, REQUIRED),
  v.minLength(1, TERMS_REQUIRED_MESSAGE),
  v.maxLength(TERMS_PER_ACTION_MAX, TERMS_TOO_MANY_MESSAGE),
);

export const negateTermsSchema = v.object(
  {
    searchTerms: searchTermsField,
    matchType: negativeMatchTypeField,
    scope: negateScopeField,
  },
  REQUIRED,
);
export type NegateTerms = v.InferOutput<typeof negateTermsSchema>;

export const harvestTermsSchema = v.object(
  {
    searchTerms: searchTermsField,
    matchType: keywordMatchTypeField,
    bid: bidField,
  },
  REQUIRED,
);
export type HarvestTerms = v.InferOutput<typeof harvestTermsSchema>;
