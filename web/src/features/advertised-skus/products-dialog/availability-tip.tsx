import { chakra, Tooltip } from "@chakra-ui/react";
import { Info } from "lucide-react";

/**
 * The (i) explaining an availability value. Unlike the shared InfoTip it stays inside the dialog's
 * content (no portal): the modal dialog hides everything outside it from assistive technology.
 */
export function AvailabilityTip({ label, tip }: { label: string; tip: string }) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={50} positioning={{ placement: "top" }}>
      <Tooltip.Trigger asChild>
        <chakra.button
          type="button"
          aria-label={`About ${label}`}
          display="inline-flex"
          alignItems="center"
          color="fg.subtle"
          cursor="help"
          borderRadius="full"
          _hover={{ color: "fg" }}
          _focusVisible={{ outline: "2px solid", outlineColor: "blue.focusRing" }}
        >
          <Info size={13} aria-hidden="true" />
        </chakra.button>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content maxWidth="64" textStyle="xs">
          <Tooltip.Arrow>
            <Tooltip.ArrowTip />
          </Tooltip.Arrow>
          {tip}
        </Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
