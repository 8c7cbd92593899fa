import { describe, expect, it } from "vitest";
import { metricColumns, reportColumn } from "../../../web/src/components/data-table/metric-columns";
import { tableCsv } from "../../../web/src/components/data-table/table-csv";
import {
  METRIC_KEYS,
  METRICS,
  type MetricReport,
  salesOrders,
  showMetric,
} from "../../../web/src/lib/metrics/metric-catalogue";
import type { TargetReport } from "../../../worker/contracts/campaigns/campaign-detail";

const report: MetricReport = {
  impressions: 12345,
  clicks: 67,
  spend: 1234.5,
  sales: 4938,
  unitsSoldClicks: 3,
  ...{ roas: 4, acos: 25, ctr: 0.54, cvr: null },
};

describe("the metric catalogue", () => {
  it("gives every metric a label, a help tooltip, a format and a CSV header", () => {
    for (const key of METRIC_KEYS) {
      const metric = METRICS[key];
      expect(metric.label, key).not.toBe("");
      expect(metric.help, key).toMatch(/^[A-Z].+\.$/);
      expect(metric.csvHeader("USD"), key).toBe(
        metric.kind === "money" ? `${metric.label} (USD)` : metric.label,
      );
      expect(["count", "money", "percent", "ratio"], key).toContain(metric.kind);
      expect(metric.format(null, "USD"), key).toBe("-");
    }
  });

  it("labels the figures in the spec's words and order (000 §2.6)", () => {
    expect(METRIC_KEYS.map((key) => METRICS[key].label)).toEqual([
      "Impressions",
      "Clicks",
      "Spend",
      "Sales",
      "Units",
      "ROAS",
      "ACOS",
      "CTR",
      "CVR",
    ]);
    expect(salesOrders("USD").label).toBe("Sales/Orders");
  });

  it("formats money in dollars, counts whole, percentages with '%' and ROAS with 'X'", () => {
    expect(showMetric("spend", report, "USD")).toBe("$1,234.50");
    expect(showMetric("sales", report, "USD")).toBe("$4,938.00");
    expect(showMetric("impressions", report, "USD")).toBe("12,345");
    expect(showMetric("units", report, "USD")).toBe("3");
    expect(showMetric("acos", report, "USD")).toBe("25.00%");
    expect(showMetric("ctr", report, "USD")).toBe("0.54%");
    expect(showMetric("roas", report, "USD")).toBe("4.00X");
  });

  it("shows '-' for an absent figure of any kind", () => {
    expect(showMetric("cvr", report, "USD")).toBe("-");
    for (const key of METRIC_KEYS) {
      expect(METRICS[key].format(undefined, "USD")).toBe("-");
      expect(METRICS[key].format(Number.NaN, "USD")).toBe("-");
    }
  });

  it("reads a target's spend from `cost` (spec 001 §3)", () => {
    const target: TargetReport = {
      impressions: 1,
      clicks: 1,
      cost: 0.75,
      sales: 0,
      unitsSoldClicks: 0,
      ...{ roas: 0, acos: null, ctr: 100, cvr: 0 },
    };
    expect(showMetric("spend", target, "USD")).toBe("$0.75");
    expect(METRICS.spend.read(target)).toBe(0.75);
  });

  it("marks a change in X for ROAS and in % for the percentages", () => {
    expect(METRICS.roas.changeUnit).toBe("X");
    expect(METRICS.acos.changeUnit).toBe("%");
    expect(METRICS.ctr.changeUnit).toBe("%");
    expect(METRICS.cvr.changeUnit).toBe("%");
  });

  it("explains the dashboard's 7-day tiles over the last 7 days", () => {
    for (const key of ["roas", "acos", "ctr", "cvr"] as const) {
      expect(METRICS[key].lastSevenDaysHelp).toMatch(/over the last 7 days\./);
    }
  });

  it("shows the lists' Sales/Orders as money and units, and exports both raw", () => {
    expect(salesOrders("USD").show(report)).toBe("$4,938.00 / 3");
    expect(salesOrders("USD").csv(report)).toBe("4938 / 3");
  });
});

describe("metric columns", () => {
  type Row = { name: string; report?: MetricReport };
  const rows: Row[] = [{ name: "Pans", report }, { name: "Knives" }];
  const columns = [
    { id: "name", header: "Campaigns", cell: (row: Row) => row.name, csv: (row: Row) => row.name },
    ...metricColumns<Row>(["impressions", "spend", "cvr"], (row) => row.report, "USD", report),
    reportColumn<Row>(salesOrders("USD"), (row) => row.report),
  ];

  it("take the catalogue's label and help, right-aligned", () => {
    const [, impressions] = columns;
    expect(impressions).toMatchObject({
      id: "impressions",
      header: "Impressions",
      help: METRICS.impressions.help,
      numeric: true,
    });
  });

  it("show '-' on screen and export an empty field when the row has no report", () => {
    for (const column of columns.slice(1)) {
      expect(column.cell({ name: "Knives" })).toBe("-");
      expect(column.csv?.({ name: "Knives" })).toBeNull();
    }
  });

  it("fill the totals row from the totals given", () => {
    expect(columns.map((column) => ("total" in column ? column.total : undefined))).toEqual([
      undefined,
      "12,345",
      "$1,234.50",
      "-",
      undefined,
    ]);
  });

  it("export the raw figures under the catalogue's CSV headers", () => {
    expect(tableCsv(columns, rows)).toBe(
      "Campaigns,Impressions,Spend (USD),CVR,Sales (USD)/Orders\r\nPans,12345,1234.5,,4938 / 3\r\nKnives,,,,",
    );
  });
});
