import { ALERT_KINDS, type AlertRules } from "@contracts/alerts/alert-rules";
import {
  beforeHourField,
  daysField,
  pointsField,
  switchEntries,
} from "@contracts/alerts/alert-rules.schemas";
import * as v from "valibot";
import { numberInput } from "../../../components/forms/number-text";

/** The form's values: the API's rules with the parameters as the inputs' text. */
export type AlertRulesForm = {
  budgetOut: { enabled: boolean; delivery: AlertRules["budgetOut"]["delivery"]; beforeHour: string };
  acosOverTarget: {
    enabled: boolean;
    delivery: AlertRules["acosOverTarget"]["delivery"];
    points: string;
    days: string;
  };
} & Omit<AlertRules, "budgetOut" | "acosOverTarget">;

/** Checked with the API's own fields and messages; answers the body of PUT …/rules. */
export const alertRulesFormSchema = v.object({
  budgetOut: v.object({ ...switchEntries, beforeHour: numberInput(beforeHourField) }),
  acosOverTarget: v.object({
    ...switchEntries,
    points: numberInput(pointsField),
    days: numberInput(daysField),
  }),
  outOfStock: v.object({ ...switchEntries, lowStock: v.boolean() }),
  accountReconnect: v.object(switchEntries),
  runFailed: v.object(switchEntries),
  adLimitNear: v.object(switchEntries),
}) satisfies v.GenericSchema<AlertRulesForm, AlertRules>;

/** The stored rules as the form's starting values. */
export function formValuesOf(rules: AlertRules): AlertRulesForm {
  const values = Object.fromEntries(ALERT_KINDS.map((kind) => [kind, { ...rules[kind] }])) as AlertRules;
  return {
    ...values,
    budgetOut: { ...rules.budgetOut, beforeHour: String(rules.budgetOut.beforeHour) },
    acosOverTarget: {
      ...rules.acosOverTarget,
      points: String(rules.acosOverTarget.points),
      days: String(rules.acosOverTarget.days),
    },
  };
}
