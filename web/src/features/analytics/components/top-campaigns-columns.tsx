import { Link } from "@chakra-ui/react";
import type { TopCampaign } from "@contracts/statistics/statistics";
import { Link as RouterLink } from "react-router-dom";
import type { DataColumn } from "../../../components/data-table/data-column";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import { formatCount, formatMoney, formatPercent, formatRoas } from "../../../lib/format";
import { campaignHref } from "../campaign-href";

/** Columns of the Analytics top-campaigns table: name, then the figures of the range. */
export function topCampaignColumns(range: DateRange): DataColumn<TopCampaign>[] {
  return [
    {
      id: "name",
      header: "Campaign",
      help: "The campaigns with the most sales in the range (then the most spend).",
      minWidth: "64",
      cell: (row) =>
        row.source ? (
          <Link asChild color="blue.fg" fontWeight="medium">
            <RouterLink to={campaignHref(row, range)}>{row.name}</RouterLink>
          </Link>
        ) : (
          row.name
        ),
      csv: (row) => row.name,
    },
    {
      id: "impressions",
      header: "Impressions",
      help: "How often the campaign's ads were shown.",
      numeric: true,
      cell: (row) => formatCount(row.report.impressions),
      csv: (row) => row.report.impressions,
    },
    {
      id: "clicks",
      header: "Clicks",
      help: "How often the ads were clicked.",
      numeric: true,
      cell: (row) => formatCount(row.report.clicks),
      csv: (row) => row.report.clicks,
    },
    {
      id: "spend",
      header: "Spend",
      help: "What the clicks cost.",
      numeric: true,
      cell: (row) => formatMoney(row.report.spend),
      csv: (row) => row.report.spend,
    },
    {
      id: "sales",
      header: "Sales",
      help: "Sales attributed to the ads.",
      numeric: true,
      cell: (row) => formatMoney(row.report.sales),
      csv: (row) => row.report.sales,
    },
    {
      id: "roas",
      header: "ROAS",
      help: "Return on ad spend: sales divided by spend.",
      numeric: true,
      cell: (row) => formatRoas(row.report.roas),
      csv: (row) => row.report.roas,
    },
    {
      id: "acos",
      header: "ACOS",
      help: "Advertising cost of sales: spend as a percentage of sales.",
      numeric: true,
      cell: (row) => formatPercent(row.report.acos),
      csv: (row) => row.report.acos,
    },
    {
      id: "ctr",
      header: "CTR",
      help: "Click-through rate: clicks per impression.",
      numeric: true,
      cell: (row) => formatPercent(row.report.ctr),
      csv: (row) => row.report.ctr,
    },
    {
      id: "cvr",
      header: "CVR",
      help: "Conversion rate: orders per click.",
      numeric: true,
      cell: (row) => formatPercent(row.report.cvr),
      csv: (row) => row.report.cvr,
    },
  ];
}
