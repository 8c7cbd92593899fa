/** Search-term expansion of an advertised SKU (spec 001 §3 SearchTermExpansion, §4, §5). Pure valibot. */
import * as v from "valibot";
import {
  asRecord,
  BID_CEILING,
  dollars,
  fieldIssue,
  frequencyField,
  isGiven,
  isNumber,
  lookBackField,
  optional,
  percent,
  REQUIRED,
  requiredNumber,
  wholeNumber,
} from "./setting-fields.schemas";

export const KEYWORD_BID_MIN = 0.02;
export const ROAS_MIN_MIN = 0.1;
export const ROAS_MAX_MIN = 0.2;
export const ROAS_LIMIT = 100;
export const ROAS_ORDER_MESSAGE = "The max ROAS can't be lower than the min ROAS";
export const AT_LEAST_ONE_BID_MESSAGE = "Enter at least one of the broad, phrase or exact bid prices";

const roas = (minimum: number) =>
  v.pipe(
    requiredNumber(),
    v.minValue(minimum, `Min value - ${minimum}`),
    v.maxValue(ROAS_LIMIT, `Max value - ${ROAS_LIMIT}`),
  );

const bidPrices = ["broadKeywordBidPrice", "phraseKeywordBidPrice", "exactKeywordBidPrice"] as const;

/**
 * With the pull option off only the pull flag and addNegativeToOriginalCampaign are kept; on, the
 * harvesting rules apply. ROAS start is required once an end is given, and the end is above it.
 */
export const searchTermExpansionSchema = v.pipe(
  v.variant("pullWinningFromOtherCampaigns", [
    v.object(
      {
        pullWinningFromOtherCampaigns: v.literal(false),
        addNegativeToOriginalCampaign: v.boolean(REQUIRED),
      },
      REQUIRED,
    ),
    v.object(
      {
        pullWinningFromOtherCampaigns: v.literal(true),
        addNegativeToOriginalCampaign: v.boolean(REQUIRED),
        frequency: v.optional(v.nullable(frequencyField), null),
        lookBackPeriod: optional(lookBackField),
        roasMin: optional(roas(ROAS_MIN_MIN)),
        roasMax: optional(roas(ROAS_MAX_MIN)),
        ordersMin: wholeNumber(1),
        ctrHigherThan: optional(percent(0.1, 100)),
        conversionHigherThan: optional(percent(1, 100)),
        broadKeywordBidPrice: optional(dollars(KEYWORD_BID_MIN, BID_CEILING)),
        phraseKeywordBidPrice: optional(dollars(KEYWORD_BID_MIN, BID_CEILING)),
        exactKeywordBidPrice: optional(dollars(KEYWORD_BID_MIN, BID_CEILING)),
      },
      REQUIRED,
    ),
  ]),
  v.rawCheck(({ dataset, addIssue }) => {
    const value = asRecord(dataset.value);
    if (value?.pullWinningFromOtherCampaigns !== true) return;
    const { roasMin, roasMax } = value;
    if (isGiven(roasMax) && !isGiven(roasMin)) fieldIssue(addIssue, value, "roasMin", REQUIRED);
    if (isNumber(roasMin) && isNumber(roasMax) && roasMax <= roasMin) {
      fieldIssue(addIssue, value, "roasMax", ROAS_ORDER_MESSAGE);
    }
    if (!bidPrices.some((price) => isGiven(value[price]))) {
      fieldIssue(addIssue, value, "broadKeywordBidPrice", AT_LEAST_ONE_BID_MESSAGE);
    }
  }),
);
