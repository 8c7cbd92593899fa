import { Flex, Stack } from "@chakra-ui/react";
import { SKU_SORT_COLUMNS } from "@contracts/advertised-skus/advertised-sku.schemas";
import { useMemo } from "react";
import { DataTable } from "../../../components/data-table/data-table";
import { TableLayoutMenu } from "../../../components/data-table/table-layout-menu";
import { useTableLayout } from "../../../components/data-table/use-table-layout";
import { Pagination } from "../../../components/pagination/pagination";
import { ErrorView } from "../../../components/ui/error-view";
import { NoData } from "../../../components/ui/no-data";
import { SelectAccountState } from "../../../components/ui/select-account-state";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { useSignedInUser } from "../../../lib/auth/current-user";
import { useAdvertisedSkuPage } from "./api/advertised-sku-page-query";
import { useSkuListFilters } from "./api/use-sku-list-filters";
import { skuColumns } from "./sku-columns";
import { SkuListFilters } from "./sku-list-filters";

export const NO_DATA_HINT = "Please try adjusting your filters to see performance data";

/** The seller's advertised SKUs: search, status, the table and its pages (spec 001 §2). */
export function SkuListView() {
  const { profile } = useCurrentProfile();
  const { isAdLimitReached } = useSignedInUser();
  const filters = useSkuListFilters();
  const { layout, setLayout } = useTableLayout("advertised-skus");
  const list = useAdvertisedSkuPage(profile?.id, filters.query);
  const columns = useMemo(
    () => skuColumns({ profileId: profile?.id ?? 0, limited: isAdLimitReached }),
    [profile?.id, isAdLimitReached],
  );

  if (!profile) return <SelectAccountState />;
  return (
    <Stack gap="4">
      <Flex gap="3" justify="space-between" align="flex-end" wrap="wrap">
        <SkuListFilters
          search={filters.search}
          onSearchChange={filters.setSearch}
          status={filters.status}
          onStatusChange={filters.setStatus}
        />
        <TableLayoutMenu columns={columns} layout={layout} onChange={setLayout} />
      </Flex>
      {list.isError ? (
        <ErrorView message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable
            label="Advertised SKUs"
            columns={columns}
            rows={list.data?.advertisedSKUs ?? []}
            rowId={(sku) => String(sku.id)}
            loading={!list.data}
            skeletonRows={filters.query.limit}
            rowHeight="4.5rem"
            empty={<NoData hint={NO_DATA_HINT} />}
            sort={filters.sort}
            onSortChange={filters.setSort}
            serverSort={SKU_SORT_COLUMNS}
            hiddenColumns={layout.hidden}
            density={layout.density}
          />
          <Pagination
            page={filters.query.page}
            pageSize={filters.query.limit}
            totalItems={list.data?.totalCount ?? 0}
            totalPages={list.data?.totalPages ?? 1}
            onPageChange={filters.setPage}
            onPageSizeChange={filters.setLimit}
          />
        </>
      )}
    </Stack>
  );
}
