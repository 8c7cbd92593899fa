import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { LookBackSelect } from "./look-back-select";
import { SelectField } from "./select-field";
import { frequencyOptions } from "./setting-options";
import { choiceField, fieldMessage } from "./settings-form-kit";

type ScheduleFieldsProps<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  /** Where the two fields sit in the form ('frequency' or 'settings.frequency'). */
  names: { frequency: FieldPath<Values>; lookBackPeriod: FieldPath<Values> };
  disabled: boolean;
};

/** Frequency and Look-back period: how often an automation runs and how many days it reads (spec 001 §4). */
export function ScheduleFields<Values extends FieldValues, Output>({
  form,
  names,
  disabled,
}: ScheduleFieldsProps<Values, Output>) {
  return (
    <>
      <SelectField
        label="Frequency"
        options={frequencyOptions}
        {...choiceField(form, names.frequency, disabled)}
      />
      <LookBackSelect
        control={form.control}
        name={names.lookBackPeriod}
        disabled={disabled}
        error={fieldMessage(form, names.lookBackPeriod)}
      />
    </>
  );
}
