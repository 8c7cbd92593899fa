import { Field, NativeSelect } from "@chakra-ui/react";
import { forwardRef, type SelectHTMLAttributes } from "react";
import { FieldErrorText } from "../../../../components/ui/field-error-text";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
};

/** A labelled native select with its validation message, for react-hook-form's `register`. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, disabled, ...select },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} {...select}>
          <option value="">Select</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldErrorText>{error}</FieldErrorText>
    </Field.Root>
  );
});
