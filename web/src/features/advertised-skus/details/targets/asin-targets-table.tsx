import { Stack, Table } from "@chakra-ui/react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadMore } from "../../../../components/ui/load-more";
import { QueryView } from "../../../../components/ui/query-view";
import { useDebouncedValue } from "../../../../hooks/use-debounced-value";
import type { SkuKey } from "../api/advertised-sku-query";
import { PanelTable } from "../panel-table";
import { AsinTargetRow } from "./asin-target-row";
import { FigureHeaders } from "./figure-cells";
import { TableSearch } from "./table-search";
import { asinTargetsQuery } from "./targets-api";

/** The SKU's ASIN targets, searched by ASIN, 10 per Load More. */
export function AsinTargetsTable({ skuKey, limited }: { skuKey: SkuKey; limited: boolean }) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const targets = useInfiniteQuery({
    ...asinTargetsQuery(skuKey, q),
    placeholderData: (previous) => previous,
  });
  const rows = targets.data?.pages.flatMap((page) => page.targets);

  return (
    <Stack gap="3">
      <TableSearch label="Search ASIN targets" value={search} onChange={setSearch} />
      <QueryView
        query={{ ...targets, data: rows }}
        loadingLabel="Loading the ASIN targets"
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <PanelTable aria-label="ASIN targets">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Active</Table.ColumnHeader>
                <Table.ColumnHeader>ASIN</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Bid</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">Product pages</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">Top of search</Table.ColumnHeader>
                <FigureHeaders />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((target) => (
                <AsinTargetRow key={target.id} skuKey={skuKey} target={target} limited={limited} />
              ))}
            </Table.Body>
          </PanelTable>
        )}
      </QueryView>
      <LoadMore query={targets} />
    </Stack>
  );
}
