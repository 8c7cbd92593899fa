/**
 * The advertising metrics as a seller reads them, defined once (issue 15): each one's label (the
 * spec's words, 000 §2.5–2.6), help tooltip, format and CSV header, and where it sits in a report.
 * Table columns, tiles, chart legends and CSV exports all read them here, so a metric reads the same
 * on every screen.
 */
import type { TargetReport } from "@contracts/campaigns/campaign-detail";
import type { Statistics } from "@contracts/statistics/statistics";
import type { CsvValue } from "../csv";
import { formatCount, formatMoney, formatPercent, formatRoas } from "../format";

/** The figures of a campaign, placement or day, money in the answer's currency. */
export type MetricReport = Statistics["total"];
/** Figures of any row: targets and search terms name the spend `cost` (spec 001 §3). */
export type AnyReport = MetricReport | TargetReport;

export type MetricFormat = "count" | "money" | "percent" | "ratio";

/** A figure as it reads; `currency` (ISO 4217) is what money is in, the others ignore it. */
type Formatter = (value: number | null | undefined, currency: string) => string;

/** How each kind of figure reads, '-' when absent: 12,345 · £1,234.50 · 12.34% · 3.25X. */
export const METRIC_FORMATTERS: Record<MetricFormat, Formatter> = {
  count: (value) => formatCount(value),
  money: formatMoney,
  percent: (value) => formatPercent(value),
  ratio: (value) => formatRoas(value),
};

/** The unit a change of the figure carries: +0.25X, -1.50%. */
const CHANGE_UNITS: Record<MetricFormat, string> = { count: "", money: "", percent: "%", ratio: "X" };

type MetricDefinition = {
  label: string;
  /** The help tooltip wherever the figure covers the picked date range. */
  help: string;
  /** The dashboard tile's tooltip: the figure over the last 7 days, and how to read it. */
  lastSevenDaysHelp?: string;
  kind: MetricFormat;
  /** The figure in a report; null when it has none (a ratio over zero). */
  read: (report: AnyReport) => number | null;
};

export type Metric = MetricDefinition & {
  /** The CSV column's header: money names its currency, 'Spend (GBP)'. */
  csvHeader: (currency: string) => string;
  format: Formatter;
  changeUnit: string;
};

/** A CSV header carrying the currency of the amounts under it: 'Sales (GBP)'. */
export const moneyHeader = (label: string, currency: string) => `${label} (${currency})`;

const define = (definition: MetricDefinition): Metric => ({
  ...definition,
  csvHeader: (currency) =>
    definition.kind === "money" ? moneyHeader(definition.label, currency) : definition.label,
  format: METRIC_FORMATTERS[definition.kind],
  changeUnit: CHANGE_UNITS[definition.kind],
});

export const METRICS = {
  impressions: define({
    label: "Impressions",
    help: "How often the ads were shown.",
    kind: "count",
    read: (report) => report.impressions,
  }),
  clicks: define({
    label: "Clicks",
    help: "How often the ads were clicked.",
    kind: "count",
    read: (report) => report.clicks,
  }),
  spend: define({
    label: "Spend",
    help: "What the clicks cost.",
    kind: "money",
    read: (report) => ("spend" in report ? report.spend : report.cost),
  }),
  sales: define({
    label: "Sales",
    help: "Sales attributed to the ads.",
    kind: "money",
    read: (report) => report.sales,
  }),
  units: define({
    label: "Units",
    help: "Units sold after a click on the ads.",
    kind: "count",
    read: (report) => report.unitsSoldClicks,
  }),
  roas: define({
    label: "ROAS",
    help: "Return on ad spend: sales divided by spend.",
    lastSevenDaysHelp:
      "Return on ad spend: sales divided by ad spend over the last 7 days. 3X means sales of three times the spend.",
    kind: "ratio",
    read: (report) => report.roas,
  }),
  acos: define({
    label: "ACOS",
    help: "Advertising cost of sales: spend as a percentage of sales.",
    lastSevenDaysHelp:
      "Advertising cost of sales: ad spend as a percentage of the sales it brought over the last 7 days. Lower is better.",
    kind: "percent",
    read: (report) => report.acos,
  }),
  ctr: define({
    label: "CTR",
    help: "Click-through rate: clicks per impression.",
    lastSevenDaysHelp:
      "Click-through rate: the share of ad impressions that were clicked over the last 7 days.",
    kind: "percent",
    read: (report) => report.ctr,
  }),
  cvr: define({
    label: "CVR",
    help: "Conversion rate: orders per click.",
    lastSevenDaysHelp: "Conversion rate: the share of ad clicks that led to an order over the last 7 days.",
    kind: "percent",
    read: (report) => report.cvr,
  }),
} as const satisfies Record<string, Metric>;

export type MetricKey = keyof typeof METRICS;

/** Every metric, in the order a row's figures are listed (units after sales). */
export const METRIC_KEYS = Object.keys(METRICS) as MetricKey[];

/** A campaign's figures where its units are not shown: the summary and the top campaigns. */
export const CAMPAIGN_METRICS: readonly MetricKey[] = [
  "impressions",
  "clicks",
  "spend",
  "sales",
  "roas",
  "acos",
  "ctr",
  "cvr",
];

/** What a table column shows of a report: one metric, or the campaign lists' Sales/Orders pair. */
export type ReportFigure = {
  id: string;
  label: string;
  help: string;
  csvHeader: string;
  show: (report: AnyReport) => string;
  csv: (report: AnyReport) => CsvValue;
  /** The figure a table sorts the column by; null when the report has none. */
  value: (report: AnyReport) => number | null;
};

/** A metric as a report column in `currency`: formatted on screen, the raw figure in CSV. */
export function figureOf(key: MetricKey, currency: string): ReportFigure {
  const { label, help, csvHeader, format, read } = METRICS[key];
  return {
    id: key,
    label,
    help,
    csvHeader: csvHeader(currency),
    show: (report) => format(read(report), currency),
    csv: read,
    value: read,
  };
}

/** The campaign lists' sales and the units they ordered, in one column (spec 000 §2.6). */
export const salesOrders = (currency: string): ReportFigure => ({
  id: "salesOrders",
  label: "Sales/Orders",
  help: "Sales attributed to the ads, and the units ordered.",
  csvHeader: `${moneyHeader("Sales", currency)}/Orders`,
  show: (report) => `${formatMoney(report.sales, currency)} / ${formatCount(report.unitsSoldClicks)}`,
  csv: (report) => `${report.sales} / ${report.unitsSoldClicks}`,
  value: (report) => report.sales,
});

/** A metric's figure in a report as it reads on screen, money in `currency`. */
export const showMetric = (key: MetricKey, report: AnyReport, currency: string) =>
  figureOf(key, currency).show(report);
