import { Heading, HStack, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { DataColumn } from "../../../components/data-table/data-column";
import { DataTable, type DataTableSelection } from "../../../components/data-table/data-table";
import { ExportCsvButton } from "../../../components/data-table/export-csv-button";
import { TableLayoutMenu } from "../../../components/data-table/table-layout-menu";
import { useTableLayout } from "../../../components/data-table/use-table-layout";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import { useSortParams } from "../../../hooks/use-sort-params";

type Props<Row> = {
  title: string;
  /** The CSV file's name, e.g. 'keyword-targets'. */
  fileName: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  range?: DateRange;
  /** Ticked rows (DataTable's selection), and what to do with them under the table. */
  selection?: DataTableSelection<Row>;
  footer?: ReactNode;
  /** Offers the 'Columns' menu, the seller's columns and density remembered under this name. */
  layoutKey?: string;
};

/**
 * A titled table of the campaign page with its CSV export. Its rows are all in the browser: a column
 * with a sort value sorts them there, the sort kept in the address (`?<fileName>Sort=…`).
 */
export function TableSection<Row>({
  title,
  fileName,
  columns,
  rows,
  rowId,
  range,
  selection,
  footer,
  layoutKey,
}: Props<Row>) {
  const { layout, setLayout } = useTableLayout(`campaign-${layoutKey ?? fileName}`);
  const hidden = layoutKey ? layout.hidden : [];
  const id = `section-${fileName}`;
  const sortable = columns.filter((column) => column.sortValue).map((column) => column.id);
  const { sort, setSort } = useSortParams(sortable, fileName);
  return (
    <Stack gap="3" as="section" aria-labelledby={id}>
      <HStack justify="space-between">
        <Heading id={id} size="md">
          {title}
        </Heading>
        <HStack gap="2">
          {layoutKey && <TableLayoutMenu columns={columns} layout={layout} onChange={setLayout} />}
          <ExportCsvButton
            name={fileName}
            startDate={range?.startDate}
            endDate={range?.endDate}
            columns={columns.filter((column) => !hidden.includes(column.id))}
            rows={rows}
          />
        </HStack>
      </HStack>
      <DataTable
        label={title}
        columns={columns}
        rows={rows}
        rowId={rowId}
        rowHeight="3rem"
        stickyHeader
        maxHeight="500px"
        sort={sort}
        onSortChange={setSort}
        selection={selection}
        hiddenColumns={hidden}
        density={layoutKey ? layout.density : undefined}
      />
      {footer}
    </Stack>
  );
}
