import { Field, NativeSelect } from "@chakra-ui/react";
import type { MarketplaceStateFilter } from "./api/marketplace-campaigns-query";

const OPTIONS: { value: MarketplaceStateFilter; label: string }[] = [
  { value: "ALL", label: "All" },
  { value: "PAUSED", label: "Paused" },
  { value: "ENABLED", label: "Enabled" },
];

type Props = { value: MarketplaceStateFilter; onChange: (state: MarketplaceStateFilter) => void };

/** The dialog's state filter: All, Paused or Enabled (spec 000 §9). A native select, so nothing portals out of the dialog. */
export function StateFilter({ value, onChange }: Props) {
  return (
    <Field.Root width={{ base: "full", sm: "40" }}>
      <Field.Label>State</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.currentTarget.value as MarketplaceStateFilter)}
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
