import { HStack, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { DataColumn } from "../../../../components/data-table/data-column";
import { DataTable, type DataTableSelection } from "../../../../components/data-table/data-table";
import { TableLayoutMenu } from "../../../../components/data-table/table-layout-menu";
import { useTableLayout } from "../../../../components/data-table/use-table-layout";
import { ErrorView } from "../../../../components/ui/error-view";
import { LoadMore } from "../../../../components/ui/load-more";
import { NoData } from "../../../../components/ui/no-data";
import { PANEL_MAX_HEIGHT } from "../panel-table";
import { TableSearch } from "../targets/table-search";
import type { TargetingList } from "./use-targeting-list";

type TargetingTableProps<Row> = {
  /** Names the table and its search ('Keywords', 'ASIN targets'). */
  label: string;
  /** Where the seller's columns and density are remembered ('sku-keywords'). */
  layoutKey: string;
  list: TargetingList;
  columns: DataColumn<Row>[];
  /** The columns the list's API sorts by. */
  sortable: readonly string[];
  rows: Row[] | undefined;
  query: {
    isError: boolean;
    refetch: () => Promise<unknown>;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  selection?: DataTableSelection<Row>;
  /** Under the table: what to do with the ticked rows. */
  footer?: ReactNode;
};

/**
 * A SKU's keywords or ASIN targets (spec 001 §2, §9): search, sort by any column on the server, the
 * seller's columns and density, every column reachable by scrolling sideways with the name pinned, at
 * most 500 px high, 10 more per Load More.
 */
export function TargetingTable<Row extends { id: string }>({
  label,
  layoutKey,
  list,
  columns,
  sortable,
  rows,
  query,
  selection,
  footer,
}: TargetingTableProps<Row>) {
  const { layout, setLayout } = useTableLayout(layoutKey);
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <TableSearch label={`Search ${label.toLowerCase()}`} value={list.search} onChange={list.setSearch} />
        <TableLayoutMenu columns={columns} layout={layout} onChange={setLayout} />
      </HStack>
      {query.isError ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={label}
          columns={columns}
          rows={rows ?? []}
          rowId={(row) => row.id}
          loading={rows === undefined}
          skeletonRows={3}
          rowHeight="3rem"
          empty={<NoData />}
          stickyHeader
          maxHeight={PANEL_MAX_HEIGHT}
          sort={list.sort}
          onSortChange={list.setSort}
          serverSort={sortable}
          hiddenColumns={layout.hidden}
          density={layout.density}
          selection={selection}
        />
      )}
      {footer}
      <LoadMore query={query} />
    </Stack>
  );
}
