import { Field } from "@chakra-ui/react";
import { forwardRef } from "react";
import { FieldErrorText } from "../../../../components/ui/field-error-text";
import { UnitInput, type UnitInputProps } from "../../../../components/ui/unit-input";

type SettingFieldProps = UnitInputProps & { label: string; error?: string; helperText?: string | null };

/** A labelled input of a settings panel (a hint below it unless it shows an error); disabled dims its label too. */
export const SettingField = forwardRef<HTMLInputElement, SettingFieldProps>(function SettingField(
  { label, error, helperText, disabled, ...input },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <UnitInput ref={ref} {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <FieldErrorText>{error}</FieldErrorText>
    </Field.Root>
  );
});
