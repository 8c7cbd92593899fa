import { Flex, HStack, Stack } from "@chakra-ui/react";
import { CAMPAIGN_SORT_COLUMNS } from "@contracts/campaign-filters";
import type { CampaignListRow } from "@contracts/campaigns/campaign-list";
import type { ViewState } from "@contracts/saved-views/saved-views.schemas";
import { useMemo } from "react";
import type { CampaignListSource } from "../../../api/query-keys";
import { DataTable } from "../../../components/data-table/data-table";
import { ExportCsvButton } from "../../../components/data-table/export-csv-button";
import { SelectionBar } from "../../../components/data-table/selection-bar";
import type { RowNoun } from "../../../components/data-table/selection-text";
import { TableLayoutMenu } from "../../../components/data-table/table-layout-menu";
import { useRowSelection } from "../../../components/data-table/use-row-selection";
import { useTableLayout } from "../../../components/data-table/use-table-layout";
import { Pagination } from "../../../components/pagination/pagination";
import { ErrorView } from "../../../components/ui/error-view";
import { NoData } from "../../../components/ui/no-data";
import { SelectAccountState } from "../../../components/ui/select-account-state";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { useSignedInUser } from "../../../lib/auth/current-user";
import { StillArrivingCaption } from "../../../lib/clock/still-arriving-caption";
import { useCurrency } from "../../../lib/currency";
import { useCampaignList } from "../api/campaign-list-query";
import { useListFilters } from "../api/use-list-filters";
import { EditSelectedButton } from "../bulk-edit/edit-selected-button";
import { ViewsMenu } from "../views/views-menu";
import { campaignColumns } from "./campaign-columns";
import { CampaignFilters } from "./campaign-filters";

type CampaignListViewProps = {
  source: CampaignListSource;
  /** Names the table and the CSV file. */
  title: string;
  campaignPath: (id: string) => string;
};

const NOUN: RowNoun = ["campaign", "campaigns"];
const rowLabel = (row: CampaignListRow) => row.name;

export const NO_DATA_HINT = "Please try adjusting your filters to see performance data";

/**
 * Filters, the campaign table with totals, pagination and CSV export of one campaign list; its sort in
 * the address, its columns and density remembered for the seller in this browser.
 */
export function CampaignListView({ source, title, campaignPath }: CampaignListViewProps) {
  const { profile } = useCurrentProfile();
  const { isAdLimitReached } = useSignedInUser();
  const filters = useListFilters();
  const { layout, setLayout } = useTableLayout(source);
  const selection = useRowSelection(filters.matchingKey);
  const list = useCampaignList(profile?.id, source, filters.query);
  const total = list.data?.total;
  const currency = useCurrency();
  const rows = list.data?.campaigns ?? [];
  const columns = useMemo(
    () =>
      campaignColumns({
        profileId: profile?.id ?? 0,
        adLimitReached: isAdLimitReached,
        campaignPath,
        range: filters.range,
        total,
        currency,
      }),
    [profile?.id, isAdLimitReached, campaignPath, filters.range, total, currency],
  );
  const shownColumns = columns.filter((column) => !layout.hidden.includes(column.id));
  const currentView: ViewState = {
    filters: filters.values,
    sort: filters.sort as ViewState["sort"],
    hidden: layout.hidden,
    density: layout.density,
  };
  const applyView = (view: ViewState) => {
    filters.setValues(view.filters);
    filters.setSort(view.sort);
    setLayout({ hidden: view.hidden, density: view.density });
  };

  if (!profile) return <SelectAccountState />;
  return (
    <Stack gap="4">
      <Flex gap="3" justify="space-between" align="flex-end" wrap="wrap">
        <CampaignFilters
          values={filters.values}
          onChange={filters.setValues}
          range={filters.range}
          onRangeChange={filters.setRange}
          today={filters.today}
        />
        <HStack gap="2">
          <ViewsMenu list={source} current={currentView} onApply={applyView} />
          <TableLayoutMenu columns={columns} layout={layout} onChange={setLayout} />
          <ExportCsvButton
            name={title}
            startDate={filters.range?.startDate}
            endDate={filters.range?.endDate}
            columns={shownColumns}
            rows={rows}
          />
        </HStack>
      </Flex>
      {list.isError ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rows={rows}
          rowId={(row) => row.id}
          loading={!list.data}
          skeletonRows={filters.limit}
          empty={<NoData hint={NO_DATA_HINT} />}
          sort={filters.sort}
          onSortChange={filters.setSort}
          serverSort={CAMPAIGN_SORT_COLUMNS}
          hiddenColumns={layout.hidden}
          density={layout.density}
          selection={{ selected: selection.selected, onChange: selection.setSelected, rowLabel }}
        />
      )}
      {!list.isError && (
        <Pagination
          page={filters.page}
          pageSize={filters.limit}
          totalItems={total?.count ?? 0}
          totalPages={list.data?.totalPages ?? 1}
          onPageChange={filters.setPage}
          onPageSizeChange={filters.setLimit}
        />
      )}
      <StillArrivingCaption range={filters.range} />
      <SelectionBar
        selected={selection.selected.length}
        pageRows={rows.length}
        allPageSelected={rows.length > 0 && rows.every((row) => selection.selected.includes(row.id))}
        matching={total?.count ?? 0}
        allMatching={selection.allMatching}
        noun={NOUN}
        onSelectAllMatching={selection.selectAllMatching}
        onClear={selection.clear}
        actions={
          <EditSelectedButton
            profileId={profile.id}
            campaignIds={selection.selected}
            allMatching={selection.allMatching}
            adLimitReached={isAdLimitReached}
          />
        }
      />
    </Stack>
  );
}
