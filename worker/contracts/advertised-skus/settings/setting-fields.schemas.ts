/**
 * Field rules shared by the optional per-SKU settings (spec 001 §5, §9). Pure valibot: the API's
 * PUT body and the Product Details panels validate with these.
 */
import * as v from "valibot";
import { BID_MAX, BID_MAX_MESSAGE, DAILY_BUDGET_MAX, DAILY_BUDGET_MAX_MESSAGE } from "../../amazon-limits";
import type { AmountIncreaseType, Frequency, Weekday } from "../advertised-sku";
import { CENT_STEP_MESSAGE, REQUIRED } from "../sku-fields.schemas";

export { REQUIRED };

export const FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "QUARTERLY"] as const satisfies Frequency[];
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  DAILY: "Daily",
  WEEKLY: "Weekly",
  MONTHLY: "Monthly",
  QUARTERLY: "Quarterly",
};
export const WEEKDAYS = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const satisfies Weekday[];
export const INCREASE_TYPES = ["$", "%"] as const satisfies AmountIncreaseType[];
export const LOOK_BACK_PRESETS = [7, 14, 30, 60, 90] as const;
/** Selectable times of day: 01:00 to 24:00, hourly. */
export const HOURS = Array.from({ length: 24 }, (_, index) => `${String(index + 1).padStart(2, "0")}:00`);

export const WHOLE_NUMBER_MESSAGE = "Must be a whole number";
export const DATE_AFTER_TODAY_MESSAGE = "Date must be greater than today";
export const DATE_AFTER_FROM_MESSAGE = "Date must be greater than from";
export const TIME_AFTER_FROM_MESSAGE = "Time must be greater than from";

const isCentStep = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** One message per field: the first rule it breaks. */
const firstIssueOnly = <Schema extends v.GenericSchema>(schema: Schema) =>
  v.config(schema, { abortPipeEarly: true });

/** A number the seller must enter: null, blank or not a number reads 'Required'. */
export const requiredNumber = () => v.pipe(v.number(REQUIRED), v.finite(REQUIRED));

/** A count of at least `minimum`. */
export const wholeNumber = (minimum: number) =>
  v.pipe(requiredNumber(), v.integer(WHOLE_NUMBER_MESSAGE), v.minValue(minimum, `Min value - ${minimum}`));

/** Amazon's maximum of a dollar amount (see contracts/amazon-limits.ts): a bid's or a daily budget's. */
export type DollarCeiling = { max: number; message: string };
export const BID_CEILING: DollarCeiling = { max: BID_MAX, message: BID_MAX_MESSAGE };
export const BUDGET_CEILING: DollarCeiling = { max: DAILY_BUDGET_MAX, message: DAILY_BUDGET_MAX_MESSAGE };

/** Dollars in steps of $0.01, at least `minimum`, at most the ceiling. */
export const dollars = (minimum: number, ceiling: DollarCeiling) =>
  firstIssueOnly(
    v.pipe(
      requiredNumber(),
      v.minValue(minimum, `Min value - $${minimum}`),
      v.maxValue(ceiling.max, ceiling.message),
      v.check(isCentStep, CENT_STEP_MESSAGE),
    ),
  );

/** A percentage from `minimum` to `maximum`. */
export const percent = (minimum: number, maximum: number) =>
  v.pipe(
    requiredNumber(),
    v.minValue(minimum, `Min value - ${minimum}%`),
    v.maxValue(maximum, `Max value - ${maximum}%`),
  );

/** Optional: null (or absent) means not set; a value must keep the rule. */
export const optional = <Schema extends v.GenericSchema<unknown, number>>(schema: Schema) =>
  v.optional(v.nullable(schema), null);

export const frequencyField = v.picklist(FREQUENCIES, REQUIRED);
export const weekdayField = v.picklist(WEEKDAYS, REQUIRED);
export const hourField = v.picklist(HOURS, REQUIRED);
export const increaseTypeField = v.picklist(INCREASE_TYPES, REQUIRED);
/** Days looked back: a preset or any custom whole number of at least 1. */
export const lookBackField = wholeNumber(1);

/**
 * A day as 'YYYY-MM-DD', after the marketplace's today when entered. The date already stored
 * (`kept`) stays valid once today reaches it: a season that has started can still be saved
 * unchanged, with other parts of its setting edited.
 */
export const futureDateField = (today: string, kept?: string | null) =>
  firstIssueOnly(
    v.pipe(
      v.string(REQUIRED),
      v.nonEmpty(REQUIRED),
      v.isoDate("Must be a date like 2026-12-31"),
      v.check((date) => date > today || date === kept, DATE_AFTER_TODAY_MESSAGE),
    ),
  );

type AddIssue = (info: { message: string; path: [v.ObjectPathItem] }) => void;
/** What a rule across fields receives from v.rawCheck. */
export type CrossFieldContext = { dataset: { value: unknown }; addIssue: AddIssue };

/** Reports `message` on the field `key` of `input` (for rules across fields of one object). */
export function fieldIssue(addIssue: AddIssue, input: Record<string, unknown>, key: string, message: string) {
  addIssue({ message, path: [{ type: "object", origin: "value", input, key, value: input[key] }] });
}

export const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === "object" ? (value as Record<string, unknown>) : null;

/** Entered at all (an invalid entry counts: its own rule reports it). */
export const isGiven = (value: unknown) => value !== null && value !== undefined;

export const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

const isActive = (value: Record<string, unknown>) => value.isActivated === true;

/** `to` comes strictly after `from` (both already picked), else `message` on `to`; checked where `applies` (a section turned on). */
export const toAfterFrom = <Value>(
  isAfter: (to: string, from: string) => boolean,
  message: string,
  applies: (value: Record<string, unknown>) => boolean = isActive,
) =>
  v.rawCheck<Value>(({ dataset, addIssue }: CrossFieldContext) => {
    const value = asRecord(dataset.value);
    if (!value || !applies(value)) return;
    const { from, to } = value;
    if (typeof from === "string" && typeof to === "string" && from && to && !isAfter(to, from)) {
      fieldIssue(addIssue, value, "to", message);
    }
  });

/** The rule on an amount that is either dollars or a percentage (spec 001 §5): the message, or null. */
export function increaseAmountIssue(type: unknown, amount: unknown, ceiling: DollarCeiling): string | null {
  if (!isNumber(amount)) return null;
  if (type === "$") {
    if (amount < 0.01) return "Min value - $0.01";
    if (amount > ceiling.max) return ceiling.message;
    if (!isCentStep(amount)) return CENT_STEP_MESSAGE;
  }
  if (type === "%") {
    if (amount < 1) return "Min value - 1%";
    if (amount > 100) return "Max value - 100%";
  }
  return null;
}
