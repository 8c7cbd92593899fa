/** Negative optimisation of an advertised SKU (spec 001 §3 NegativeOptimization, §4, §5). Pure valibot. */
import * as v from "valibot";
import {
  asRecord,
  fieldIssue,
  frequencyField,
  isGiven,
  lookBackField,
  optional,
  percent,
  REQUIRED,
  wholeNumber,
} from "./setting-fields.schemas";

export const AT_LEAST_ONE_METRIC_MESSAGE = "Enter at least one of clicks, impressions or CTR";

const metrics = ["clicksWithoutSale", "impressionsWithoutClick", "ctrLowerThan"] as const;

const settings = v.pipe(
  v.object(
    {
      frequency: frequencyField,
      lookBackPeriod: lookBackField,
      clicksWithoutSale: optional(wholeNumber(1)),
      impressionsWithoutClick: optional(wholeNumber(1)),
      ctrLowerThan: optional(percent(0.1, 100)),
    },
    REQUIRED,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    const value = asRecord(dataset.value);
    if (!value || metrics.some((metric) => isGiven(value[metric]))) return;
    fieldIssue(addIssue, value, "clicksWithoutSale", AT_LEAST_ONE_METRIC_MESSAGE);
  }),
);

/** The API's value: the settings, or null when negative optimisation is off. */
export const negativeOptimizationSchema = v.nullable(settings);

/**
 * The form: an enable checkbox over the settings. Off sends null; on sends the settings.
 */
export const negativeOptimizationFormSchema = v.pipe(
  v.variant("isActivated", [
    v.object({ isActivated: v.literal(false) }, REQUIRED),
    v.object({ isActivated: v.literal(true), settings }, REQUIRED),
  ]),
  v.transform((form) => (form.isActivated ? form.settings : null)),
);
