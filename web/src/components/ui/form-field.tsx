import { Field } from "@chakra-ui/react";
import { forwardRef } from "react";
import { FieldErrorText } from "./field-error-text";
import { UnitInput, type UnitInputProps } from "./unit-input";

type FormFieldProps = UnitInputProps & { label: string; error?: string; helperText?: string };

/** A labelled input with its validation message, for react-hook-form's `register`. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, helperText, ...input },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <UnitInput ref={ref} {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <FieldErrorText>{error}</FieldErrorText>
    </Field.Root>
  );
});
