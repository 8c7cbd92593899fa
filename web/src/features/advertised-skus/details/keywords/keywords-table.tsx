import { Alert, Stack, Table } from "@chakra-ui/react";
import type { RankProviderStatus } from "@contracts/automation/organic-rank";
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
  /** `rankProvider`: whether Boost and Organic search optimisation can be used (null until loaded). */
  row: (keyword: KeywordTarget, rankProvider: RankProviderStatus | null) => ReactNode;
  /** What is unavailable without an organic rank provider ('Boost', 'Organic search optimization'). */
  needsRank: string;
};

/** The SKU's keywords, searched by text, 10 per Load More, drawn by the caller's row. */
export function KeywordList({ skuKey, label, headers, row, needsRank }: KeywordListProps) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const keywords = useInfiniteQuery({ ...keywordsQuery(skuKey, q), placeholderData: (previous) => previous });
  const rows = keywords.data?.pages.flatMap((page) => page.keywords);
  const rankProvider = keywords.data?.pages[0]?.rankProvider ?? null;

  return (
    <Stack gap="3">
      {rankProvider && !rankProvider.configured && (
        <Alert.Root status="warning" size="sm" aria-label={`${needsRank} unavailable`}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{needsRank} is unavailable</Alert.Title>
            <Alert.Description>{rankProvider.unavailableReason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
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
            <Table.Body>{list.map((keyword) => row(keyword, rankProvider))}</Table.Body>
          </PanelTable>
        )}
      </QueryView>
      <LoadMore query={keywords} />
    </Stack>
  );
}
