import { describe, expect, it } from "vitest";
import { figureColumns } from "../../../web/src/components/data-table/figure-columns";
import { METRIC_KEYS, METRICS } from "../../../web/src/lib/metrics/metric-catalogue";
import type { TargetReport } from "../../../worker/contracts/campaigns/campaign-detail";
import type { Report } from "../../../worker/contracts/metrics";

type Row = { report?: Report | TargetReport };
const columns = figureColumns<Row>((row) => row.report, "USD");
const byId = (id: string) => {
  const column = columns.find((candidate) => candidate.id === id);
  if (!column) throw new Error(`no column ${id}`);
  return column;
};

const ratios = { roas: 4, acos: 25, ctr: 1.5, cvr: null };

describe("the campaign page's figure columns", () => {
  it("format figures as the lists do: dollars, counts, 'X' and '%'", () => {
    const row: Row = {
      report: { impressions: 12345, clicks: 67, spend: 1234.5, sales: 4938, unitsSoldClicks: 3, ...ratios },
    };
    expect(byId("impressions").cell(row)).toBe("12,345");
    expect(byId("spend").cell(row)).toBe("$1,234.50");
    expect(byId("roas").cell(row)).toBe("4.00X");
    expect(byId("acos").cell(row)).toBe("25.00%");
    expect(byId("cvr").cell(row)).toBe("-");
  });

  it("read a target's spend from `cost` (spec 001 §3)", () => {
    const row: Row = {
      report: { impressions: 1, clicks: 1, cost: 0.75, sales: 0, unitsSoldClicks: 0, ...ratios },
    };
    expect(byId("spend").cell(row)).toBe("$0.75");
    expect(byId("spend").csv?.(row)).toBe(0.75);
  });

  it("show '-' and export nothing when the row has no report in the range", () => {
    for (const column of columns) {
      expect(column.cell({})).toBe("-");
      expect(column.csv?.({})).toBeNull();
    }
  });

  it("are every catalogue metric in its order, numeric, with a help tooltip", () => {
    expect(columns.map((column) => column.header)).toEqual(METRIC_KEYS.map((key) => METRICS[key].label));
    expect(columns.every((column) => column.numeric && column.help)).toBe(true);
  });
});
