import { Stack, Table } from "@chakra-ui/react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LoadMore } from "../../../../components/ui/load-more";
import { QueryView } from "../../../../components/ui/query-view";
import { useDebouncedValue } from "../../../../hooks/use-debounced-value";
import type { SkuKey } from "../api/advertised-sku-query";
import { PanelTable } from "../panel-table";
import { TableSearch } from "../targets/table-search";
import type { KeywordTarget } from "../targets/target-types";
import { keywordsQuery } from "./keywords-api";

type KeywordListProps = {
  skuKey: SkuKey;
  /** Names the table and its search ('Keywords', 'Boost keywords'). */
  label: string;
  headers: ReactNode;
  row: (keyword: KeywordTarget) => ReactNode;
};

/** The SKU's keywords, searched by text, 10 per Load More, drawn by the caller's row. */
export function KeywordList({ skuKey, label, headers, row }: KeywordListProps) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const keywords = useInfiniteQuery({ ...keywordsQuery(skuKey, q), placeholderData: (previous) => previous });
  const rows = keywords.data?.pages.flatMap((page) => page.keywords);

  return (
    <Stack gap="3">
      <TableSearch label={`Search ${label.toLowerCase()}`} value={search} onChange={setSearch} />
      <QueryView
        query={{ ...keywords, data: rows }}
        loadingLabel={`Loading the ${label.toLowerCase()}`}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <PanelTable aria-label={label}>
            <Table.Header>
              <Table.Row>{headers}</Table.Row>
            </Table.Header>
            <Table.Body>{list.map(row)}</Table.Body>
          </PanelTable>
        )}
      </QueryView>
      <LoadMore query={keywords} />
    </Stack>
  );
}
