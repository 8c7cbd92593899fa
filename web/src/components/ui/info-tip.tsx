import { chakra, Portal, Tooltip } from "@chakra-ui/react";
import { Info } from "lucide-react";
import { useInsideDialog } from "./inside-dialog";

type InfoTipProps = {
  /** What the tip is about; names the trigger for screen readers ('About Clicks'). */
  label: string;
  /** The explanation shown on hover or focus. */
  content: string;
};

/**
 * A small (i) beside a label that explains it on hover and keyboard focus. Inside a dialog the tip
 * renders in place (see InsideDialog); elsewhere in a portal, above any clipping table or card.
 */
export function InfoTip({ label, content }: InfoTipProps) {
  const insideDialog = useInsideDialog();
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
      <Portal disabled={insideDialog}>
        <Tooltip.Positioner>
          <Tooltip.Content maxWidth="64" textStyle="xs" fontWeight="normal" textTransform="none">
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {content}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
