import { HStack, Switch, Text } from "@chakra-ui/react";
import { stateLabel } from "../../lib/campaign-labels";

type StateSwitchProps = {
  state: string;
  /** What the switch turns on or off, for screen readers ('State of B0…'). */
  label: string;
  disabled: boolean;
  pending: boolean;
  onChange: (state: "ENABLED" | "PAUSED") => void;
};

/** On sends ENABLED, off PAUSED; any other state is written beside a disabled switch. */
export function StateSwitch({ state, label, disabled, pending, onChange }: StateSwitchProps) {
  return (
    <HStack gap="2">
      <Switch.Root
        size="sm"
        colorPalette="green"
        checked={state === "ENABLED"}
        disabled={disabled || pending}
        onCheckedChange={({ checked }) => onChange(checked ? "ENABLED" : "PAUSED")}
      >
        <Switch.HiddenInput aria-label={label} />
        <Switch.Control />
      </Switch.Root>
      {state !== "ENABLED" && state !== "PAUSED" && (
        <Text as="span" textStyle="xs" color="fg.muted">
          {stateLabel(state)}
        </Text>
      )}
    </HStack>
  );
}
