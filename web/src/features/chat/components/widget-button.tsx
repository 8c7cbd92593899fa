import { Box, Button, Portal, Tooltip } from "@chakra-ui/react";
import type { ChatWidget } from "@contracts/realtime/chat-message-events";
import { Zap } from "lucide-react";
import { widgetLabel } from "../lib/message-text";

export const USED_WIDGET_TIP = "You have already used this widget";

type WidgetButtonProps = {
  widget: ChatWidget;
  used: boolean;
  running: boolean;
  /** Another widget's action is running: this one waits. */
  waiting: boolean;
  onRun: () => void;
};

/** A message's action button (document 001 §3 Chat): used once, then disabled with its tooltip. */
export function WidgetButton({ widget, used, running, waiting, onRun }: WidgetButtonProps) {
  const button = (
    <Button
      size="sm"
      variant="outline"
      colorPalette="blue"
      bg="bg"
      loading={running}
      disabled={used || waiting}
      onClick={onRun}
      whiteSpace="normal"
      height="auto"
      minHeight="8"
      py="1.5"
      textAlign="start"
    >
      <Zap aria-hidden="true" />
      {widgetLabel(widget)}
    </Button>
  );
  if (!used) return button;
  // A disabled button gets no pointer or focus events: the tooltip hangs on a focusable wrapper.
  return (
    <Tooltip.Root openDelay={150} closeDelay={50} positioning={{ placement: "top" }}>
      <Tooltip.Trigger asChild>
        <Box as="span" display="inline-flex" tabIndex={0} borderRadius="l2" cursor="not-allowed">
          {button}
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {USED_WIDGET_TIP}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
