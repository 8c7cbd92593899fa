/** The body of PUT /api/alerts/{profileId}/rules. Pure valibot, shared with the settings form. */
import * as v from "valibot";
import { profileIdField } from "../profile-id.schemas";
import {
  ACOS_OVER_DAYS,
  ACOS_OVER_POINTS,
  ALERT_DELIVERIES,
  type AlertRules,
  BUDGET_OUT_HOUR,
} from "./alert-rules";

const whole = (label: string, { min, max }: { min: number; max: number }) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

/** The parameters' fields, shared with the settings form (which reads them from text inputs). */
export const beforeHourField = whole("The hour", BUDGET_OUT_HOUR);
export const pointsField = whole("The points", ACOS_OVER_POINTS);
export const daysField = whole("The days", ACOS_OVER_DAYS);

export const switchEntries = {
  enabled: v.boolean("Must be true or false"),
  delivery: v.picklist(ALERT_DELIVERIES, `Must be one of ${ALERT_DELIVERIES.join(", ")}`),
};

export const alertRulesSchema = v.strictObject(
  {
    budgetOut: v.strictObject({ ...switchEntries, beforeHour: beforeHourField }),
    acosOverTarget: v.strictObject({
      ...switchEntries,
      points: pointsField,
      days: daysField,
    }),
    outOfStock: v.strictObject({ ...switchEntries, lowStock: v.boolean("Must be true or false") }),
    accountReconnect: v.strictObject(switchEntries),
    runFailed: v.strictObject(switchEntries),
    adLimitNear: v.strictObject(switchEntries),
  },
  "Unknown field",
) satisfies v.GenericSchema<unknown, AlertRules>;

export const alertRulesParamSchema = v.object({ profileId: profileIdField });

/** POST /api/alerts/unsubscribe: the token of an alert e-mail's link. */
export const unsubscribeSchema = v.object({
  token: v.pipe(v.string("Required"), v.regex(/^[A-Za-z0-9_.-]{10,300}$/, "Must be the link's token")),
});
