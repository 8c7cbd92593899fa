import { Field, Input, type InputProps } from "@chakra-ui/react";
import { forwardRef } from "react";

type FormFieldProps = InputProps & { label: string; error?: string; helperText?: string };

/** A labelled input with its validation message, for react-hook-form's `register`. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, helperText, ...input },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});
