import { Alert, Stack } from "@chakra-ui/react";
import type { RankProviderStatus } from "@contracts/automation/organic-rank";
import { useInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import type { DataColumn } from "../../../../components/data-table/data-column";
import type { DataTableSelection } from "../../../../components/data-table/data-table";
import type { SkuKey } from "../api/advertised-sku-query";
import { TargetingTable } from "../targeting-table/targeting-table";
import { useTargetingList } from "../targeting-table/use-targeting-list";
import type { KeywordTarget } from "../targets/target-types";
import { keywordsQuery } from "./keywords-api";

type KeywordListProps = {
  skuKey: SkuKey;
  /** Names the table and its search ('Keywords', 'Boost keywords'). */
  label: string;
  /** Where its columns are remembered and its sort is kept in the address ('keywords'). */
  name: string;
  /** The table's columns, once the list says whether an organic rank provider is configured (null until loaded). */
  columns: (rankProvider: RankProviderStatus | null) => DataColumn<KeywordTarget>[];
  /** The columns the list's API sorts by. */
  sortable: readonly string[];
  /** What is unavailable without an organic rank provider ('Boost', 'Organic search optimization'). */
  needsRank: string;
  /** Row selection, and under the table what to do with the ticked keywords (the bulk bid edit). */
  selection?: DataTableSelection<KeywordTarget>;
  footer?: ReactNode;
};

/** The SKU's keywords, searched by text and sorted by the server, 10 per Load More. */
export function KeywordList({
  skuKey,
  label,
  name,
  columns,
  sortable,
  needsRank,
  selection,
  footer,
}: KeywordListProps) {
  const list = useTargetingList(name, sortable);
  const keywords = useInfiniteQuery({
    ...keywordsQuery(skuKey, list.q, list.sort),
    placeholderData: (previous) => previous,
  });
  const rows = keywords.data?.pages.flatMap((page) => page.keywords);
  const rankProvider = keywords.data?.pages[0]?.rankProvider ?? null;
  // Stable columns keep each cell's state (an open popover) across the list's re-renders.
  const configured = rankProvider?.configured;
  const shownColumns = useMemo(
    () => columns(configured === undefined ? null : { configured, unavailableReason: null }),
    [columns, configured],
  );

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
      <TargetingTable
        label={label}
        layoutKey={`sku-${name}`}
        list={list}
        columns={shownColumns}
        sortable={sortable}
        rows={rows}
        query={keywords}
        selection={selection}
        footer={footer}
      />
    </Stack>
  );
}
