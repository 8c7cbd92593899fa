import { Icon, Portal, Tooltip } from "@chakra-ui/react";
import { Info } from "lucide-react";

/** An (i) icon that explains a figure on hover or focus. */
export function MetricTooltip({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={50} positioning={{ placement: "top" }}>
      <Tooltip.Trigger asChild>
        <Icon
          as="button"
          aria-label={`About ${label}`}
          color="fg.subtle"
          boxSize="3.5"
          cursor="help"
          _hover={{ color: "fg" }}
        >
          <Info />
        </Icon>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxWidth="64">{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
