import { Table } from "@chakra-ui/react";
import type { ComponentProps } from "react";

/** Spec 001 §9: a table inside a detail panel is at most 500 px high and scrolls. */
export const PANEL_MAX_HEIGHT = "500px";

export function PanelTable({ children, ...props }: ComponentProps<typeof Table.Root>) {
  return (
    <Table.ScrollArea maxHeight={PANEL_MAX_HEIGHT} overflowY="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader {...props}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
