import { describe, expect, it } from "vitest";
import { tableCsv } from "../../../web/src/components/data-table/table-csv";
import { csvField, csvFileName, toCsv } from "../../../web/src/lib/csv";

describe("CSV export (RFC 4180)", () => {
  it("quotes a field only when it holds a comma, a quote or a line break, doubling quotes", () => {
    expect(csvField("Kitchen knives")).toBe("Kitchen knives");
    expect(csvField("Knives, forks")).toBe('"Knives, forks"');
    expect(csvField('The "best" pan')).toBe('"The ""best"" pan"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("carriage\rreturn")).toBe('"carriage\rreturn"');
  });

  it("writes numbers as they are and absent values as empty fields", () => {
    expect(csvField(12.5)).toBe("12.5");
    expect(csvField(0)).toBe("0");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("separates fields by commas and records by CRLF", () => {
    expect(
      toCsv([
        ["a", 1],
        ["b,c", null],
      ]),
    ).toBe('a,1\r\n"b,c",');
  });

  it("names the file <name>-<startDate>-<endDate>.csv", () => {
    expect(csvFileName("Quick Launch", "2026-11-01", "2026-11-07")).toBe(
      "quick-launch-2026-11-01-2026-11-07.csv",
    );
    expect(csvFileName("Migrated Campaigns")).toBe("migrated-campaigns.csv");
  });

  it("exports a table's exportable columns: a header line, then one line a row", () => {
    type Row = { name: string; clicks: number };
    const columns = [
      { id: "active", header: "Active", cell: () => null },
      { id: "name", header: "Campaigns", cell: (row: Row) => row.name, csv: (row: Row) => row.name },
      {
        id: "clicks",
        header: "Clicks",
        numeric: true,
        cell: (row: Row) => row.clicks,
        csv: (row: Row) => row.clicks,
      },
    ];
    const rows = [
      { name: "Pans, SP auto", clicks: 12 },
      { name: "Knives", clicks: 0 },
    ];
    expect(tableCsv(columns, rows)).toBe('Campaigns,Clicks\r\n"Pans, SP auto",12\r\nKnives,0');
  });
});
