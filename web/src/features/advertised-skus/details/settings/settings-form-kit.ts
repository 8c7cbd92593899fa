import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type * as v from "valibot";

/**
 * The shared schema as the form's resolver. The form holds every field (nulls while off); the
 * schema's output is the payload the API takes, so the form's values and output types differ.
 */
export function settingsResolver<Values extends FieldValues, Output>(
  schema: v.GenericSchema<unknown, Output>,
): Resolver<Values, unknown, Output> {
  const formSchema = schema as unknown as v.GenericSchema<Values, Output>;
  const resolve = valibotResolver(formSchema) as unknown as Resolver<Values, unknown, Output>;
  // "all" lets rules across fields (To after From, at least one metric) show beside a blank field.
  return (values, context, options) => resolve(values, context, { ...options, criteriaMode: "all" });
}

/** A number input: blank is null (not set; 'Required' where the rule needs it). */
export const numberOrNull = {
  setValueAs: (value: unknown) =>
    value === "" || value === null || value === undefined ? null : Number(value),
} as const;

/** A select: nothing chosen is null. */
export const choiceOrNull = {
  setValueAs: (value: unknown) => (value === "" || value === null || value === undefined ? null : value),
} as const;

export const moneyInput = { type: "number", step: "0.01", inputMode: "decimal" } as const;
export const tenthInput = { type: "number", step: "0.1", inputMode: "decimal" } as const;
export const countInput = { type: "number", step: "1", inputMode: "numeric" } as const;

// biome-ignore lint/suspicious/noExplicitAny: the helpers below work for any schema output
export type SettingsForm<Values extends FieldValues> = UseFormReturn<Values, unknown, any>;

export const fieldMessage = <Values extends FieldValues>(
  form: SettingsForm<Values>,
  name: FieldPath<Values>,
) => (get(form.formState.errors, name) as FieldError | undefined)?.message;

/** A number field's props: registered with blank as null, its message, off with its checkbox. */
export const numberField = <Values extends FieldValues>(
  form: SettingsForm<Values>,
  name: FieldPath<Values>,
  disabled: boolean,
) => ({ disabled, error: fieldMessage(form, name), ...form.register(name, numberOrNull) });

/** A select's props: registered with nothing chosen as null, its message, off with its checkbox. */
export const choiceField = <Values extends FieldValues>(
  form: SettingsForm<Values>,
  name: FieldPath<Values>,
  disabled: boolean,
) => ({ disabled, error: fieldMessage(form, name), ...form.register(name, choiceOrNull) });

/** What an enable checkbox does when turned off (spec 001 §4): its fields blank again, no messages. */
export const clearFields =
  <Values extends FieldValues>(form: SettingsForm<Values>, cleared: Partial<Values>) =>
  () => {
    for (const [name, value] of Object.entries(cleared))
      form.setValue(name as FieldPath<Values>, value as never);
    form.clearErrors();
  };
