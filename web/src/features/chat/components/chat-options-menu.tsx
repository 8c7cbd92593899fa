import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { EllipsisVertical, Trash2 } from "lucide-react";

/** The panel's options (document 001 §2): one item, 'Clear chat'. */
export function ChatOptionsMenu({ disabled, onClear }: { disabled: boolean; onClear: () => void }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <IconButton aria-label="Chat options" variant="ghost" size="sm" disabled={disabled}>
          <EllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="clear" onSelect={onClear}>
              <Trash2 size={16} /> Clear chat
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
