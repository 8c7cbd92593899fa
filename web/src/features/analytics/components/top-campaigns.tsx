import { Heading, HStack, Stack } from "@chakra-ui/react";
import type { Statistics } from "@contracts/statistics/statistics";
import { useMemo } from "react";
import { DataTable } from "../../../components/data-table/data-table";
import { ExportCsvButton } from "../../../components/data-table/export-csv-button";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import { NoData } from "../../../components/ui/no-data";
import { useSortParams } from "../../../hooks/use-sort-params";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { topCampaignColumns } from "./top-campaigns-columns";

/** The range's top campaigns by sales, sorted by any column in the browser (`?topSort=…`), exportable as CSV. */
export function TopCampaigns({ statistics, range }: { statistics: Statistics; range: DateRange }) {
  const { selectProfile } = useCurrentProfile();
  const { currency } = statistics.money;
  const columns = useMemo(
    () => topCampaignColumns(range, (campaign) => selectProfile(campaign.profileId), currency),
    [range, selectProfile, currency],
  );
  const rows = statistics.topCampaigns;
  const sortable = columns.filter((column) => column.sortValue).map((column) => column.id);
  const { sort, setSort } = useSortParams(sortable, "top");
  return (
    <Stack gap="3" as="section" aria-labelledby="top-campaigns">
      <HStack justify="space-between">
        <Heading id="top-campaigns" size="md">
          Top campaigns
        </Heading>
        <ExportCsvButton
          name="top-campaigns"
          startDate={range.startDate}
          endDate={range.endDate}
          columns={columns}
          rows={rows}
        />
      </HStack>
      <DataTable
        label="Top campaigns"
        columns={columns}
        rows={rows}
        rowId={(row) => `${row.profileId}:${row.id}`}
        empty={<NoData hint="Please try adjusting your filters to see performance data" />}
        sort={sort}
        onSortChange={setSort}
      />
    </Stack>
  );
}
