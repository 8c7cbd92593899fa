import { Checkbox } from "@chakra-ui/react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

type EnableCheckboxProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  disabled: boolean;
  /** Called when the box is turned off: clear the fields that depend on it (spec 001 §4). */
  onTurnOff?: () => void;
};

/** A boolean field of the form as a checkbox. */
export function EnableCheckbox<Values extends FieldValues, Output>({
  control,
  name,
  label,
  disabled,
  onTurnOff,
}: EnableCheckboxProps<Values, Output>) {
  const { field } = useController({ control, name });
  return (
    <Checkbox.Root
      checked={field.value === true}
      disabled={disabled}
      onCheckedChange={({ checked }) => {
        field.onChange(checked === true);
        if (checked !== true) onTurnOff?.();
      }}
    >
      <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
