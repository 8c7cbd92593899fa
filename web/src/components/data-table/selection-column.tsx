import { Checkbox } from "@chakra-ui/react";
import type { ColumnDef, RowData } from "@tanstack/react-table";
import type { DataColumn } from "./data-column";
import type { Features } from "./table-features";

const SELECT_COLUMN_ID = "select";
/** The checkbox column's width (spacing token) and that width in rem, for the pinned columns after it. */
const WIDTH = "10";
const WIDTH_REM = 2.5;

/** The checkbox column's place in the table: pinned at the left edge, before every other column. */
export const selectionLayout: DataColumn<unknown> = {
  id: SELECT_COLUMN_ID,
  header: "Select",
  width: WIDTH,
  stickyLeft: "0",
  cell: () => null,
};

/** The table's pinned columns moved right by the checkbox column (their offsets are spacing tokens). */
export const afterSelection = <Row,>(columns: DataColumn<Row>[]): DataColumn<Row>[] =>
  columns.map((column) =>
    column.stickyLeft === undefined
      ? column
      : { ...column, stickyLeft: `calc(${Number(column.stickyLeft) * 0.25}rem + ${WIDTH_REM}rem)` },
  );

function SelectBox(props: {
  label: string;
  checked: boolean | "indeterminate";
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={props.checked}
      onCheckedChange={(details) => props.onChange(details.checked === true)}
      verticalAlign="middle"
    >
      <Checkbox.HiddenInput aria-label={props.label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The checkboxes: each row's ('Select <name>'), and the header's for every row on the page. */
export function selectionColumnDef(rowLabel: (row: RowData) => string): ColumnDef<Features, RowData> {
  return {
    id: SELECT_COLUMN_ID,
    header: ({ table }) => (
      <SelectBox
        label="Select all rows on this page"
        checked={
          table.getIsAllPageRowsSelected()
            ? true
            : table.getIsSomePageRowsSelected()
              ? "indeterminate"
              : false
        }
        onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
      />
    ),
    cell: ({ row }) => (
      <SelectBox
        label={`Select ${rowLabel(row.original)}`}
        checked={row.getIsSelected()}
        onChange={(checked) => row.toggleSelected(checked)}
      />
    ),
  };
}
