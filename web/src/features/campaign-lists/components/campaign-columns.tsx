import { Link, Text } from "@chakra-ui/react";
import type { CampaignList, CampaignListRow } from "@contracts/campaigns/campaign-list";
import { Link as RouterLink } from "react-router-dom";
import type { DataColumn } from "../../../components/data-table/data-column";
import { metricColumns, reportColumn } from "../../../components/data-table/metric-columns";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import { CampaignStateBadge } from "../../../components/ui/campaign-state-badge";
import { targetingLabel } from "../../../lib/campaign-labels";
import { formatCount, formatDisplayDate } from "../../../lib/format";
import { moneyHeader, salesOrders } from "../../../lib/metrics/metric-catalogue";
import { ActiveSwitch } from "./active-switch";
import { BudgetCell } from "./budget-cell";

type ColumnsOptions = {
  profileId: number;
  adLimitReached: boolean;
  /** The campaign page of a row: /campaign/{id} or /migrated-campaign/{id}. */
  campaignPath: (id: string) => string;
  range: DateRange | undefined;
  total: CampaignList["total"] | undefined;
  /** The profile's currency (ISO 4217): budgets and figures, on screen and in CSV headers. */
  currency: string;
};

const reportOf = (row: CampaignListRow) => row.report;

/** The Quick Launch and Migrated lists' columns, in the spec's order (000 §2.6). */
export function campaignColumns({
  profileId,
  adLimitReached,
  campaignPath,
  range,
  total,
  currency,
}: ColumnsOptions): DataColumn<CampaignListRow>[] {
  const query = range ? `?startDate=${range.startDate}&endDate=${range.endDate}` : "";
  return [
    {
      id: "active",
      header: "Active",
      help: "Switch a campaign on (Enabled) or off (Paused) on Amazon.",
      width: "20",
      stickyLeft: "0",
      cell: (row) => <ActiveSwitch profileId={profileId} campaign={row} adLimitReached={adLimitReached} />,
      total: "Total",
    },
    {
      id: "name",
      header: "Campaigns",
      help: "The campaign's name; open it for its placements, targets and search terms.",
      minWidth: "40",
      stickyLeft: "20",
      cell: (row) => (
        <Link asChild color="blue.fg" fontWeight="medium" lineClamp={2}>
          <RouterLink to={`${campaignPath(row.id)}${query}`}>{row.name}</RouterLink>
        </Link>
      ),
      csv: (row) => row.name,
      sortValue: (row) => row.name,
      total: total ? (
        <Text as="span" color="fg.muted" fontWeight="normal">
          {formatCount(total.count)} {total.count === 1 ? "campaign" : "campaigns"}
        </Text>
      ) : undefined,
    },
    {
      id: "state",
      header: "State",
      help: "Whether the campaign is serving (Enabled), stopped (Paused) or Archived.",
      cell: (row) => <CampaignStateBadge state={row.state} />,
      csv: (row) => row.state,
      sortValue: (row) => row.state,
    },
    {
      id: "targetingType",
      header: "Targeting type",
      help: "Automatic: Amazon picks the searches and products. Manual: the keywords and products you chose.",
      cell: (row) => targetingLabel(row.targetingType),
      csv: (row) => targetingLabel(row.targetingType),
      sortValue: (row) => row.targetingType,
    },
    {
      id: "startDate",
      header: "Start date",
      help: "The day the campaign started serving.",
      cell: (row) => (
        <Text as="span" whiteSpace="nowrap">
          {formatDisplayDate(row.startDate)}
        </Text>
      ),
      csv: (row) => row.startDate ?? null,
      sortValue: (row) => row.startDate,
    },
    {
      id: "budget",
      header: "Budget",
      help: "The daily budget in the marketplace's currency; editable while the campaign is Enabled.",
      csvHeader: moneyHeader("Budget", currency),
      numeric: true,
      cell: (row) => <BudgetCell profileId={profileId} campaign={row} adLimitReached={adLimitReached} />,
      csv: (row) => row.budget.budget,
      sortValue: (row) => row.budget.budget,
    },
    ...metricColumns(["impressions", "clicks", "spend"], reportOf, currency, total),
    // The list's API sorts this column by its sales.
    { ...reportColumn(salesOrders(currency), reportOf, total), id: "sales" },
    ...metricColumns(["roas", "acos", "ctr", "cvr"], reportOf, currency, total),
  ];
}
