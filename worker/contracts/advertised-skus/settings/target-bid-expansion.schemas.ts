/** Target bid expansion for low-impression targets (spec 001 §3 TargetBidExpansion, §4, §5). Pure valibot. */
import * as v from "valibot";
import {
  asRecord,
  BID_CEILING,
  dollars,
  fieldIssue,
  frequencyField,
  increaseAmountIssue,
  increaseTypeField,
  lookBackField,
  optional,
  REQUIRED,
  requiredNumber,
  wholeNumber,
} from "./setting-fields.schemas";

export const TARGET_BID_MAX_MIN = 0.03;

/** Off keeps only the flag; on needs frequency, type, amount and max bid. */
export const targetBidExpansionSchema = v.pipe(
  v.variant("isActivated", [
    v.object({ isActivated: v.literal(false) }, REQUIRED),
    v.object(
      {
        isActivated: v.literal(true),
        frequency: frequencyField,
        lookBackPeriod: optional(lookBackField),
        impressionsLessThan: optional(wholeNumber(1)),
        amountIncreaseType: increaseTypeField,
        bidAmount: requiredNumber(),
        bidMax: dollars(TARGET_BID_MAX_MIN, BID_CEILING),
      },
      REQUIRED,
    ),
  ]),
  v.rawCheck(({ dataset, addIssue }) => {
    const value = asRecord(dataset.value);
    if (value?.isActivated !== true) return;
    const message = increaseAmountIssue(value.amountIncreaseType, value.bidAmount, BID_CEILING);
    if (message) fieldIssue(addIssue, value, "bidAmount", message);
  }),
);
