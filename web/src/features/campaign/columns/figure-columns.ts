import type { TargetReport } from "@contracts/campaigns/campaign-detail";
import type { Report } from "@contracts/metrics";
import type { DataColumn } from "../../../components/data-table/data-column";
import { formatCount, formatMoney, formatPercent, formatRoas } from "../../../lib/format";

type AnyReport = Report | TargetReport;

const spendOf = (report: AnyReport) => ("spend" in report ? report.spend : report.cost);

type Figure = {
  id: string;
  header: string;
  help: string;
  value: (report: AnyReport) => number | null;
  format: (value: number | null | undefined) => string;
};

const FIGURES: Figure[] = [
  {
    id: "impressions",
    header: "Impressions",
    help: "How often the ads were shown.",
    value: (r) => r.impressions,
    format: formatCount,
  },
  {
    id: "clicks",
    header: "Clicks",
    help: "How often the ads were clicked.",
    value: (r) => r.clicks,
    format: formatCount,
  },
  { id: "spend", header: "Spend", help: "What the clicks cost.", value: spendOf, format: formatMoney },
  {
    id: "sales",
    header: "Sales",
    help: "Sales attributed to the ads.",
    value: (r) => r.sales,
    format: formatMoney,
  },
  {
    id: "units",
    header: "Units",
    help: "Units sold after a click on the ads.",
    value: (r) => r.unitsSoldClicks,
    format: formatCount,
  },
  {
    id: "roas",
    header: "ROAS",
    help: "Return on ad spend: sales divided by spend.",
    value: (r) => r.roas,
    format: formatRoas,
  },
  {
    id: "acos",
    header: "ACOS",
    help: "Advertising cost of sales: spend as a percentage of sales.",
    value: (r) => r.acos,
    format: formatPercent,
  },
  {
    id: "ctr",
    header: "CTR",
    help: "Click-through rate: clicks per impression.",
    value: (r) => r.ctr,
    format: formatPercent,
  },
  {
    id: "cvr",
    header: "CVR",
    help: "Conversion rate: orders per click.",
    value: (r) => r.cvr,
    format: formatPercent,
  },
];

/** The report figures of a row as table columns: '-' when the row has no report in the range. */
export function figureColumns<Row>(reportOf: (row: Row) => AnyReport | undefined): DataColumn<Row>[] {
  return FIGURES.map((figure) => ({
    id: figure.id,
    header: figure.header,
    help: figure.help,
    numeric: true,
    cell: (row) => {
      const report = reportOf(row);
      return figure.format(report ? figure.value(report) : null);
    },
    csv: (row) => {
      const report = reportOf(row);
      return report ? figure.value(report) : null;
    },
  }));
}
