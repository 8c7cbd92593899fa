import { Box, HStack, Skeleton, Table, useBreakpointValue } from "@chakra-ui/react";
import {
  type ColumnDef,
  functionalUpdate,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import { InfoTip } from "../ui/info-tip";
import type { DataColumn } from "./data-column";
import { phonePinning } from "./phone-pinning";
import { afterSelection, selectionColumnDef, selectionLayout } from "./selection-column";
import { SortHeader } from "./sort-header";
import { type Features, features } from "./table-features";
import { COMPACT_ROW_HEIGHT, type Density } from "./table-layout";
import { ariaSort, compareSortValues, type SortValue, type TableSort } from "./table-sort";

export type DataTableProps<Row> = {
  /** Names the table for assistive technology. */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  /** Shows this many placeholder rows of the same height instead of the rows. */
  loading?: boolean;
  skeletonRows?: number;
  /** Shown in the body when there are no rows. */
  empty?: ReactNode;
  /** Keeps the header in view while the body scrolls inside `maxHeight`. */
  stickyHeader?: boolean;
  maxHeight?: string;
  /** Height of every body row as a CSS length, so loading, data and totals never shift the page. */
  rowHeight?: string;
  /** The column the rows are sorted by (null: the list's own order); headers sort once this is set. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /**
   * The rows come sorted by the server (a paged list): only these columns sort, and the table shows
   * the rows in the order given. Without it, columns with a `sortValue` sort the rows in the browser.
   */
  serverSort?: readonly string[];
  /** Ids of the columns the seller hid (see TableLayoutMenu). */
  hiddenColumns?: readonly string[];
  /** Compact: lower rows, clamped text on one line, so more rows fit the screen. */
  density?: Density;
  /** A checkbox a row, pinned first, and one for the page's rows (see useRowSelection). */
  selection?: DataTableSelection<Row>;
};

export type DataTableSelection<Row> = {
  /** Ids of the selected rows, on this page or others. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Names a row's checkbox: 'Select <rowLabel>'. */
  rowLabel: (row: Row) => string;
};

const numericCell = { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

/** Layout props of a column's cells: figures aligned, sticky columns pinned over a background. */
function cellLayout<Row>(column: DataColumn<Row> | undefined, background: string, edge?: string) {
  return {
    ...(column?.numeric ? numericCell : {}),
    width: column?.width,
    // A fixed width holds: a pinned column narrower than the offset of the next would let the
    // scrolled cells show between them.
    minWidth: column?.minWidth ?? column?.width,
    maxWidth: column?.width,
    ...(column?.stickyLeft !== undefined
      ? {
          position: "sticky",
          left: column.stickyLeft,
          zIndex: 1,
          bg: background,
          // The last pinned column draws the edge the others scroll under.
          boxShadow: column.id === edge ? "inset -1px 0 0 var(--chakra-colors-border)" : undefined,
        }
      : {}),
  } as const;
}

/** A Chakra table over TanStack Table: help tooltips in the headers, figures aligned, optional totals row. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowId,
  loading = false,
  skeletonRows = 10,
  empty,
  stickyHeader = false,
  maxHeight,
  rowHeight = "3.5rem",
  sort = null,
  onSortChange,
  serverSort,
  hiddenColumns = [],
  density = "comfortable",
  selection,
}: DataTableProps<Row>) {
  const rowLabel = selection?.rowLabel;
  const phone = useBreakpointValue({ base: true, md: false }) ?? false;
  const laidOut = useMemo(() => {
    const pinned = phone ? phonePinning(columns) : columns;
    return rowLabel ? [selectionLayout as DataColumn<Row>, ...afterSelection(pinned)] : pinned;
  }, [columns, rowLabel, phone]);
  const byId = useMemo(() => new Map(laidOut.map((column) => [column.id, column])), [laidOut]);
  const canSort = (column: DataColumn<Row>) =>
    onSortChange !== undefined &&
    (serverSort ? serverSort.includes(column.id) : column.sortValue !== undefined);
  const tableColumns = useMemo<ColumnDef<Features, RowData>[]>(
    () => [
      ...(rowLabel ? [selectionColumnDef((row) => rowLabel(row as Row))] : []),
      ...columns.map(
        (column): ColumnDef<Features, RowData> => ({
          id: column.id,
          header: column.header,
          cell: (ctx) => column.cell(ctx.row.original as Row),
          accessorFn: (row: RowData): SortValue => column.sortValue?.(row as Row) ?? undefined,
          sortUndefined: "last",
          sortFn: (a, b, id) =>
            compareSortValues(a.getValue(id) as string | number, b.getValue(id) as string | number),
        }),
      ),
    ],
    [columns, rowLabel],
  );
  const sorting: SortingState = sort ? [sort] : [];
  const rowSelection: RowSelectionState = Object.fromEntries(
    (selection?.selected ?? []).map((id) => [id, true]),
  );
  // Rows are any shape to callers; TanStack only passes them back to our cells.
  const table = useTable({
    features,
    columns: tableColumns,
    data: rows as RowData[],
    getRowId: (row) => rowId(row as Row),
    state: {
      sorting,
      columnVisibility: Object.fromEntries(hiddenColumns.map((id) => [id, false])),
      rowSelection,
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      onSortChange?.(functionalUpdate(updater, sorting)[0] ?? null);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = functionalUpdate(updater, rowSelection);
      selection?.onChange(Object.keys(next).filter((id) => next[id]));
    },
    enableRowSelection: selection !== undefined,
    manualSorting: serverSort !== undefined,
    enableMultiSort: false,
    sortDescFirst: false,
  });
  const shown = laidOut.filter((column) => !hiddenColumns.includes(column.id));
  const edge = shown.findLast((column) => column.stickyLeft !== undefined)?.id;
  const hasTotals = shown.some((column) => column.total !== undefined);
  const showTotals = hasTotals && !loading && rows.length > 0;

  return (
    // A size container, so the empty state can be as wide as the visible box (100cqw), not the table.
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      maxHeight={maxHeight}
      containerType="inline-size"
    >
      <Table.Root
        size="sm"
        stickyHeader={stickyHeader}
        aria-label={label}
        aria-busy={loading}
        fontSize="13px"
        data-density={density}
        css={{
          "& tbody td": { height: density === "compact" ? COMPACT_ROW_HEIGHT : rowHeight },
          // A two-line name would hold a compact row at the comfortable height.
          "&[data-density=compact] tbody td": { paddingBlock: "1", "& a": { WebkitLineClamp: "1" } },
          "& th, & td": { paddingInline: "2" },
          "& th:first-of-type, & td:first-of-type": { paddingInlineStart: "3" },
          "& th:last-of-type, & td:last-of-type": { paddingInlineEnd: "3" },
        }}
      >
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id} bg="bg.muted">
              {group.headers.map((header) => {
                const column = byId.get(header.column.id);
                const sortable = column !== undefined && canSort(column);
                const sorted = header.column.getIsSorted();
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    {...cellLayout(column, "bg.muted", edge)}
                    whiteSpace="nowrap"
                    verticalAlign="bottom"
                    zIndex={column?.stickyLeft !== undefined ? 2 : undefined}
                    aria-sort={sortable ? ariaSort(sorted) : undefined}
                  >
                    <HStack gap="1" display="inline-flex" textAlign="start">
                      {sortable ? (
                        <SortHeader
                          sorted={sorted}
                          numeric={column.numeric}
                          onToggle={() => header.column.toggleSorting(undefined, false)}
                        >
                          {column.header}
                        </SortHeader>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                      {column?.help && <InfoTip label={column.header} content={column.help} />}
                    </HStack>
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Row key={index} aria-hidden="true" data-testid="skeleton-row">
                  {shown.map((column) => (
                    <Table.Cell key={column.id} {...cellLayout(column, "bg", edge)}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : table.getRowModel().rows.map((row) => (
                <Table.Row key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Cell key={cell.id} {...cellLayout(byId.get(cell.column.id), "bg", edge)}>
                      <table.FlexRender cell={cell} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
          {!loading && rows.length === 0 && empty && (
            <Table.Row>
              <Table.Cell colSpan={shown.length} padding="0">
                {/* Held in view while the columns scroll sideways, centred in what the box shows. */}
                <Box position="sticky" left="0" width="100cqw" whiteSpace="normal">
                  {empty}
                </Box>
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
        {showTotals && (
          <Table.Footer>
            <Table.Row bg="bg.muted" fontWeight="semibold" data-testid="totals-row">
              {shown.map((column) => (
                <Table.Cell key={column.id} {...cellLayout(column, "bg.muted", edge)}>
                  {column.total}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}
