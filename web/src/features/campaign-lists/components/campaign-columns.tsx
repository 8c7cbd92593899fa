import { Link, Text } from "@chakra-ui/react";
import type { CampaignList, CampaignListRow } from "@contracts/campaigns/campaign-list";
import type { Report } from "@contracts/metrics";
import { Link as RouterLink } from "react-router-dom";
import type { DataColumn } from "../../../components/data-table/data-column";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import { CampaignStateBadge } from "../../../components/ui/campaign-state-badge";
import { targetingLabel } from "../../../lib/campaign-labels";
import {
  EMPTY,
  formatCount,
  formatDisplayDate,
  formatMoney,
  formatPercent,
  formatRoas,
} from "../../../lib/format";
import { ActiveSwitch } from "./active-switch";
import { BudgetCell } from "./budget-cell";

type ColumnsOptions = {
  profileId: number;
  adLimitReached: boolean;
  /** The campaign page of a row: /campaign/{id} or /migrated-campaign/{id}. */
  campaignPath: (id: string) => string;
  range: DateRange | undefined;
  total: CampaignList["total"] | undefined;
};

const salesOrders = (report: Report | undefined) =>
  report ? `${formatMoney(report.sales)} / ${formatCount(report.unitsSoldClicks)}` : EMPTY;

/** A figure column: '-' without a report; its total from the list's totals. */
function metric(
  id: string,
  header: string,
  help: string,
  show: (report: Report) => string,
  raw: (report: Report) => number | null,
  total: Report | undefined,
): DataColumn<CampaignListRow> {
  return {
    id,
    header,
    help,
    numeric: true,
    cell: (row) => (row.report ? show(row.report) : EMPTY),
    csv: (row) => (row.report ? raw(row.report) : EMPTY),
    total: total ? show(total) : undefined,
  };
}

/** The Quick Launch and Migrated lists' columns, in the spec's order (000 §2.6). */
export function campaignColumns({
  profileId,
  adLimitReached,
  campaignPath,
  range,
  total,
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
    },
    {
      id: "targetingType",
      header: "Targeting type",
      help: "Automatic: Amazon picks the searches and products. Manual: the keywords and products you chose.",
      cell: (row) => targetingLabel(row.targetingType),
      csv: (row) => targetingLabel(row.targetingType),
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
      csv: (row) => row.startDate ?? EMPTY,
    },
    {
      id: "budget",
      header: "Budget",
      help: "The daily budget in US dollars; editable while the campaign is Enabled.",
      numeric: true,
      cell: (row) => <BudgetCell profileId={profileId} campaign={row} adLimitReached={adLimitReached} />,
      csv: (row) => row.budget.budget,
    },
    metric(
      "impressions",
      "Impressions",
      "How often the ads were shown in the date range.",
      (r) => formatCount(r.impressions),
      (r) => r.impressions,
      total,
    ),
    metric(
      "clicks",
      "Clicks",
      "How often the ads were clicked in the date range.",
      (r) => formatCount(r.clicks),
      (r) => r.clicks,
      total,
    ),
    metric(
      "spend",
      "Spend",
      "What the clicks cost in the date range.",
      (r) => formatMoney(r.spend),
      (r) => r.spend,
      total,
    ),
    {
      ...metric(
        "salesOrders",
        "Sales/Orders",
        "Sales attributed to the ads, and the units ordered.",
        (r) => salesOrders(r),
        (r) => r.sales,
        total,
      ),
      csv: (row) => (row.report ? `${row.report.sales} / ${row.report.unitsSoldClicks}` : EMPTY),
    },
    metric(
      "roas",
      "ROAS",
      "Return on ad spend: sales divided by spend.",
      (r) => formatRoas(r.roas),
      (r) => r.roas,
      total,
    ),
    metric(
      "acos",
      "ACOS",
      "Advertising cost of sales: spend as a percentage of sales.",
      (r) => formatPercent(r.acos),
      (r) => r.acos,
      total,
    ),
    metric(
      "ctr",
      "CTR",
      "Click-through rate: clicks as a percentage of impressions.",
      (r) => formatPercent(r.ctr),
      (r) => r.ctr,
      total,
    ),
    metric(
      "cvr",
      "CVR",
      "Conversion rate: orders as a percentage of clicks.",
      (r) => formatPercent(r.cvr),
      (r) => r.cvr,
      total,
    ),
  ];
}
