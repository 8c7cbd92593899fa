import { Field } from "@chakra-ui/react";
import { forwardRef } from "react";
import { UnitInput, type UnitInputProps } from "../../../../components/ui/unit-input";

type SettingFieldProps = UnitInputProps & { label: string; error?: string };

/** A labelled input of a settings panel; disabled dims its label too, like the panel's selects. */
export const SettingField = forwardRef<HTMLInputElement, SettingFieldProps>(function SettingField(
  { label, error, disabled, ...input },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <UnitInput ref={ref} {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});
