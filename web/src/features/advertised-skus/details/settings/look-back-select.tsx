import { Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { LOOK_BACK_PRESETS } from "@contracts/advertised-skus/settings/setting-fields.schemas";
import { useState } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { FieldErrorText } from "../../../../components/ui/field-error-text";

const CUSTOM = "custom";
const isPreset = (days: unknown) => LOOK_BACK_PRESETS.some((preset) => preset === days);

type LookBackSelectProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  disabled: boolean;
  error?: string;
};

/**
 * Look-back period (spec 001 §4): 7, 14, 30, 60, 90 days or Custom, which shows a number field
 * whose number is sent. A stored value outside the presets loads as Custom.
 */
export function LookBackSelect<Values extends FieldValues, Output>({
  control,
  name,
  disabled,
  error,
}: LookBackSelectProps<Values, Output>) {
  const { field } = useController({ control, name });
  const days = field.value as number | null;
  const [custom, setCustom] = useState(() => days !== null && days !== undefined && !isPreset(days));
  const choice = custom ? CUSTOM : days === null || days === undefined ? "" : String(days);

  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>Look-back period</Field.Label>
      <Stack gap="2" width="full">
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="Look-back period"
            value={choice}
            onBlur={field.onBlur}
            onChange={(event) => {
              const picked = event.currentTarget.value;
              setCustom(picked === CUSTOM);
              if (picked !== CUSTOM) field.onChange(picked === "" ? null : Number(picked));
            }}
          >
            <option value="">Select</option>
            {LOOK_BACK_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {preset} days
              </option>
            ))}
            <option value={CUSTOM}>Custom</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {custom && (
          <Input
            aria-label="Custom look-back period (days)"
            placeholder="Days"
            type="number"
            step="1"
            min="1"
            inputMode="numeric"
            value={days ?? ""}
            onBlur={field.onBlur}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              field.onChange(typed === "" ? null : Number(typed));
            }}
          />
        )}
      </Stack>
      <FieldErrorText>{error}</FieldErrorText>
    </Field.Root>
  );
}
