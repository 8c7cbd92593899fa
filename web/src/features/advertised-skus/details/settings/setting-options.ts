import type { Weekday } from "@contracts/advertised-skus/advertised-sku";
import {
  FREQUENCIES,
  FREQUENCY_LABELS,
  HOURS,
  INCREASE_TYPES,
  WEEKDAYS,
} from "@contracts/advertised-skus/settings/setting-fields.schemas";

const WEEKDAY_LABELS: Record<Weekday, string> = {
  MON: "Monday",
  TUE: "Tuesday",
  WED: "Wednesday",
  THU: "Thursday",
  FRI: "Friday",
  SAT: "Saturday",
  SUN: "Sunday",
};

export const frequencyOptions = FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));
export const weekdayOptions = WEEKDAYS.map((value) => ({ value, label: WEEKDAY_LABELS[value] }));
export const hourOptions = HOURS.map((value) => ({ value, label: value }));
export const increaseTypeOptions = INCREASE_TYPES.map((value) => ({ value, label: value }));
