/**
 * Issue 29, item 7: each marketplace's money in its own currency — the formatter every screen uses,
 * the input's sign, validation messages, CSV headers and the note beside converted figures.
 */

import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { metricColumns, reportColumn } from "../../../web/src/components/data-table/metric-columns";
import { tableCsv } from "../../../web/src/components/data-table/table-csv";
import { describeChange } from "../../../web/src/features/automation/lib/format-change";
import { historyCsv } from "../../../web/src/features/automation/lib/history-csv";
import { convertedNote } from "../../../web/src/lib/converted-note";
import { formatCompactMoney, formatMoney } from "../../../web/src/lib/format";
import { type MetricReport, salesOrders, showMetric } from "../../../web/src/lib/metrics/metric-catalogue";
import {
  bidMinField,
  inlineMaxDailyBudgetField,
} from "../../../worker/contracts/advertised-skus/sku-fields.schemas";
import type { ChangeRow } from "../../../worker/contracts/automation/change-api";
import { USD_RATES_DATE } from "../../../worker/contracts/billing/usd-rates";
import { currencySymbol, formatCents, moneyMessage } from "../../../worker/contracts/money";

const report: MetricReport = {
  impressions: 10,
  clicks: 2,
  spend: 1234.5,
  sales: 4938,
  unitsSoldClicks: 3,
  ...{ roas: 4, acos: 25, ctr: 20, cvr: null },
};

describe("money in its marketplace's currency", () => {
  it("writes each currency with its own sign and decimals", () => {
    expect(formatMoney(1234.5, "USD")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "GBP")).toBe("£1,234.50");
    expect(formatMoney(1234.5, "EUR")).toBe("€1,234.50");
    expect(formatMoney(1234.5, "CAD")).toBe("CA$1,234.50");
    // The yen has no minor unit: whole yen.
    expect(formatMoney(1234.5, "JPY")).toBe("¥1,235");
    expect(formatMoney(null, "GBP")).toBe("-");
  });

  it("writes the Worker's integer hundredths the same way", () => {
    expect(formatCents(120, "USD")).toBe("$1.20");
    expect(formatCents(120, "GBP")).toBe("£1.20");
    expect(formatCents(123456, "EUR")).toBe("€1,234.56");
  });

  it("puts the currency's sign in money inputs", () => {
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("GBP")).toBe("£");
    expect(currencySymbol("EUR")).toBe("€");
    expect(currencySymbol("CAD")).toBe("CA$");
    expect(currencySymbol("JPY")).toBe("¥");
  });

  it("writes chart axes compactly in the currency", () => {
    expect(formatCompactMoney(1200, "USD")).toBe("$1.2K");
    expect(formatCompactMoney(3_400_000, "GBP")).toBe("£3.4M");
  });

  it("shows figures, totals and Sales/Orders of a UK profile in pounds", () => {
    expect(showMetric("spend", report, "GBP")).toBe("£1,234.50");
    expect(showMetric("roas", report, "GBP")).toBe("4.00X");
    expect(salesOrders("EUR").show(report)).toBe("€4,938.00 / 3");
  });
});

describe("validation messages in the profile's currency", () => {
  const messageOf = (schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value);
    return result.success ? null : result.issues[0].message;
  };

  it("keeps the spec's text for US-dollar profiles", () => {
    expect(moneyMessage(messageOf(inlineMaxDailyBudgetField, 0.5) ?? "", "USD")).toBe("Min value - $1.0");
    expect(moneyMessage(messageOf(bidMinField, 0.01) ?? "", "USD")).toBe("Min value - $0.02");
  });

  it("says the same with the profile's sign for other currencies", () => {
    expect(moneyMessage("Min value - $1.0", "GBP")).toBe("Min value - £1.0");
    expect(moneyMessage("Min value - $0.02", "EUR")).toBe("Min value - €0.02");
    expect(moneyMessage("Max value - $1,000", "CAD")).toBe("Max value - CA$1,000");
    // Only amounts: other text is left alone.
    expect(moneyMessage("Min value - 1%", "GBP")).toBe("Min value - 1%");
  });
});

describe("CSV exports carry the currency", () => {
  it("names it in the money headers of figure columns", () => {
    type Row = { name: string; report: MetricReport };
    const columns = [
      { id: "name", header: "Campaigns", cell: (row: Row) => row.name, csv: (row: Row) => row.name },
      ...metricColumns<Row>(["clicks", "spend", "sales", "roas"], (row) => row.report, "GBP"),
      reportColumn<Row>(salesOrders("GBP"), (row) => row.report),
    ];
    expect(tableCsv(columns, [{ name: "Pans", report }]).split("\r\n")[0]).toBe(
      "Campaigns,Clicks,Spend (GBP),Sales (GBP),ROAS,Sales (GBP)/Orders",
    );
  });

  it("adds a Currency column to the History's money changes", () => {
    const change = {
      id: 1,
      time: "2026-10-12T10:00:00.000Z",
      sku: "MUG-1",
      campaignName: "Mugs",
      campaignId: "c1",
      rule: "BID_OPTIMIZATION",
      entityLabel: "mug (exact)",
      field: "bid",
      from: 0.92,
      to: 0.78,
      reason: "bid £0.92 → £0.78",
      status: "APPLIED",
      error: null,
    } as unknown as ChangeRow;
    const [header, line] = historyCsv([change], "GBP").split("\r\n");
    expect(header?.endsWith(",Currency")).toBe(true);
    expect(line?.endsWith(",GBP")).toBe(true);
    expect(describeChange(change, "GBP")).toBe("Bid £0.92 → £0.78");
  });
});

describe("the note beside 'All' profiles' converted figures", () => {
  it("says they are US dollars at the rates table's date", () => {
    expect(USD_RATES_DATE).toBe("2025-02-28");
    expect(convertedNote(USD_RATES_DATE)).toBe("In US dollars at the rates of 28 Feb, 2025");
  });
});
