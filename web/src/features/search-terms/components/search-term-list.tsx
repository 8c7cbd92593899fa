import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import type { ProfileSearchTermRow } from "@contracts/search-terms/profile-search-terms";
import { SEARCH_TERM_SORT_COLUMNS } from "@contracts/search-terms/profile-search-terms.schemas";
import { useMemo, useState } from "react";
import { DataTable } from "../../../components/data-table/data-table";
import { ExportCsvButton } from "../../../components/data-table/export-csv-button";
import { SelectionBar } from "../../../components/data-table/selection-bar";
import { useRowSelection } from "../../../components/data-table/use-row-selection";
import { Pagination } from "../../../components/pagination/pagination";
import { type TermAction, TermActionDialog } from "../../../components/search-terms/term-action-dialog";
import type { CampaignTerms } from "../../../components/search-terms/use-term-actions";
import { ErrorView } from "../../../components/ui/error-view";
import { NoData } from "../../../components/ui/no-data";
import { StillArrivingCaption } from "../../../lib/clock/still-arriving-caption";
import { useCurrency } from "../../../lib/currency";
import { useSearchTermList } from "../api/search-term-list-query";
import { useTermFilters } from "../api/use-term-filters";
import { NO_TERMS_HINT, ONE_CAMPAIGN_HINT } from "../lib/term-list-texts";
import { profileTermColumns } from "./profile-term-columns";
import { TermFiltersBar } from "./term-filters";

const rowId = (row: ProfileSearchTermRow) => `${row.campaignId}:${row.type}:${row.searchTerm}`;
const rowLabel = (row: ProfileSearchTermRow) => `${row.searchTerm} in ${row.campaignName}`;

/** The ticked rows as one group of terms per campaign, campaigns Skupilot does not manage left out. */
function groupsOf(rows: ProfileSearchTermRow[], profileId: number): CampaignTerms[] {
  const groups = new Map<string, CampaignTerms>();
  for (const row of rows) {
    if (!row.source) continue;
    const group = groups.get(row.campaignId) ?? {
      campaign: { profileId, campaignId: row.campaignId },
      terms: [],
    };
    group.terms.push(row.searchTerm);
    groups.set(row.campaignId, group);
  }
  return [...groups.values()];
}

type Props = { profileId: number; limited: boolean };

/**
 * /search-terms: every campaign's search terms of the profile (issue 33 item 2), filtered and sorted by
 * the server, paged; each row's and the ticked rows' Negate and Add as keyword, as on the campaign page.
 */
export function SearchTermList({ profileId, limited }: Props) {
  const currency = useCurrency();
  const filters = useTermFilters();
  const list = useSearchTermList(profileId, filters.request);
  const rows = list.data?.searchTerms ?? [];
  const selection = useRowSelection(`${filters.matchingKey}:${filters.page}:${filters.limit}`);
  const [action, setAction] = useState<TermAction | null>(null);
  const { setFilters } = filters;
  const columns = useMemo(
    () =>
      profileTermColumns({
        currency,
        limited,
        range: filters.range,
        onAction: (kind, row) => {
          const group = { campaign: { profileId, campaignId: row.campaignId }, terms: [row.searchTerm] };
          setAction(kind === "negate" ? { kind, groups: [group] } : { kind, group });
        },
        onFilterCampaign: (row) => setFilters({ ...filters.filters, campaignId: row.campaignId }),
        filtered: filters.filters,
        onFilterSku: (row) =>
          setFilters({ ...filters.filters, skuId: row.sku ? String(row.sku.id) : undefined }),
      }),
    [currency, limited, filters.range, profileId, setFilters, filters.filters],
  );
  const ticked = rows.filter((row) => selection.selected.includes(rowId(row)));
  const negatable = groupsOf(ticked, profileId);
  const keywordGroups = groupsOf(
    ticked.filter((row) => row.type === "text"),
    profileId,
  );
  const [first] = rows;
  return (
    <Stack gap="4">
      <Flex gap="3" justify="space-between" align="flex-end" wrap="wrap">
        <TermFiltersBar
          filters={filters.filters}
          onChange={setFilters}
          range={filters.range}
          onRangeChange={filters.setRange}
          today={filters.today}
          campaignName={
            filters.filters.campaignId === first?.campaignId ? (first?.campaignName ?? null) : null
          }
          skuName={first?.sku && String(first.sku.id) === filters.filters.skuId ? first.sku.sku : null}
        />
        <ExportCsvButton
          name="search-terms"
          startDate={filters.range?.startDate}
          endDate={filters.range?.endDate}
          columns={columns}
          rows={rows}
        />
      </Flex>
      {list.isError ? (
        <ErrorView message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label="Search terms"
          columns={columns}
          rows={rows}
          rowId={rowId}
          loading={!list.data}
          skeletonRows={filters.limit}
          rowHeight="3.5rem"
          empty={<NoData hint={NO_TERMS_HINT} />}
          sort={filters.sort}
          onSortChange={filters.setSort}
          serverSort={SEARCH_TERM_SORT_COLUMNS}
          selection={{ selected: selection.selected, onChange: selection.setSelected, rowLabel }}
        />
      )}
      {!list.isError && (
        <Pagination
          page={filters.page}
          pageSize={filters.limit}
          totalItems={list.data?.total ?? 0}
          totalPages={list.data?.totalPages ?? 1}
          onPageChange={filters.setPage}
          onPageSizeChange={filters.setLimit}
        />
      )}
      <StillArrivingCaption range={filters.range} />
      <SelectionBar
        selected={ticked.length}
        pageRows={rows.length}
        allPageSelected={false}
        matching={rows.length}
        allMatching={false}
        noun={["search term", "search terms"]}
        onSelectAllMatching={() => undefined}
        onClear={selection.clear}
        actions={
          <>
            <Button
              size="xs"
              colorPalette="red"
              disabled={limited || negatable.length === 0}
              onClick={() => setAction({ kind: "negate", groups: negatable })}
            >
              Negate selected
            </Button>
            <Button
              size="xs"
              colorPalette="blue"
              disabled={limited || keywordGroups.length !== 1}
              title={keywordGroups.length > 1 ? ONE_CAMPAIGN_HINT : undefined}
              onClick={() => {
                const [group] = keywordGroups;
                if (group) setAction({ kind: "keyword", group });
              }}
            >
              Add selected as keywords
            </Button>
            {keywordGroups.length > 1 && (
              <Text fontSize="xs" color="fg.muted">
                {ONE_CAMPAIGN_HINT}
              </Text>
            )}
          </>
        }
      />
      <TermActionDialog
        currency={currency}
        action={action}
        onClose={() => {
          setAction(null);
          selection.clear();
        }}
      />
    </Stack>
  );
}
