import { Checkbox, HStack } from "@chakra-ui/react";
import { InfoTip } from "../../../../components/ui/info-tip";

type PlacementCheckboxProps = {
  placement: "Product pages" | "Top of search";
  checked: boolean;
  /** Names the checkbox for screen readers. */
  label: string;
  disabled: boolean;
  onChange: (checked: boolean) => void;
};

/** Spec 001 §5: the placement checkboxes' tooltips say they raise the adjustment to 200%. */
export const placementTip = (placement: PlacementCheckboxProps["placement"]) =>
  `Raises the ${placement.toLowerCase()} bid adjustment of this target's campaign to 200%.`;

export function PlacementCheckbox({ placement, checked, label, disabled, onChange }: PlacementCheckboxProps) {
  return (
    <HStack gap="1">
      <Checkbox.Root
        size="sm"
        checked={checked}
        disabled={disabled}
        onCheckedChange={(details) => onChange(details.checked === true)}
      >
        <Checkbox.HiddenInput aria-label={label} />
        <Checkbox.Control />
      </Checkbox.Root>
      <InfoTip label={label} content={placementTip(placement)} />
    </HStack>
  );
}
