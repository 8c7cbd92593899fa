import { Button, Menu, Portal } from "@chakra-ui/react";
import { Columns3 } from "lucide-react";
import type { DataColumn } from "./data-column";
import { DENSITIES, type Density, type TableLayout } from "./table-layout";

type TableLayoutMenuProps<Row> = {
  columns: DataColumn<Row>[];
  layout: TableLayout;
  onChange: (layout: TableLayout) => void;
};

/** 'Columns': which columns the table shows (the pinned ones always), and its density. */
export function TableLayoutMenu<Row>({ columns, layout, onChange }: TableLayoutMenuProps<Row>) {
  const choosable = columns.filter((column) => column.stickyLeft === undefined);
  const toggle = (id: string, shown: boolean) =>
    onChange({
      ...layout,
      hidden: shown ? layout.hidden.filter((hidden) => hidden !== id) : [...layout.hidden, id],
    });
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" bg="bg">
          <Columns3 /> Columns
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="52" maxHeight="min(32rem, 80vh)" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Shown columns</Menu.ItemGroupLabel>
              {choosable.map((column) => (
                <Menu.CheckboxItem
                  key={column.id}
                  value={column.id}
                  checked={!layout.hidden.includes(column.id)}
                  onCheckedChange={(shown) => toggle(column.id, shown)}
                >
                  {column.header}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={layout.density}
              onValueChange={({ value }) => onChange({ ...layout, density: value as Density })}
            >
              <Menu.ItemGroupLabel>Density</Menu.ItemGroupLabel>
              {DENSITIES.map(([value, label]) => (
                <Menu.RadioItem key={value} value={value}>
                  {label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
