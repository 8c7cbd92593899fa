import { describe, expect, it } from "vitest";
import { tableCsv } from "../../../web/src/components/data-table/table-csv";
import { historyCsv } from "../../../web/src/features/automation/lib/history-csv";
import { csvField, csvFileName, toCsv } from "../../../web/src/lib/csv";
import type { ChangeRow } from "../../../worker/contracts/automation/change-api";

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

  it.each([
    ["=1+1", "'=1+1"],
    ["+1 cheap", "'+1 cheap"],
    ["-shoes", "'-shoes"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
    ["\uFF1D1+1", "'\uFF1D1+1"],
    ["\uFF0B1", "'\uFF0B1"],
    ["\uFF0Dshoes", "'\uFF0Dshoes"],
    ["\uFF20home", "'\uFF20home"],
    ['=HYPERLINK("https://evil.example","click")', '"\'=HYPERLINK(""https://evil.example"",""click"")"'],
  ])("defuses text a spreadsheet would run as a formula, once: %j → %j", (value, field) => {
    expect(csvField(value)).toBe(field);
    expect(csvField(`'${value}`)).not.toMatch(/^"?''/);
  });

  it("leaves text that only holds a formula character further on as it is", () => {
    expect(csvField("dog bed -cheap")).toBe("dog bed -cheap");
    expect(csvField("B0ABCDEFGH")).toBe("B0ABCDEFGH");
  });

  it("writes negative numbers as numbers a spreadsheet reads, unquoted and untouched", () => {
    expect(csvField(-12.5)).toBe("-12.5");
    expect(csvField(-0.02)).toBe("-0.02");
    expect(toCsv([["-shoes", -3]])).toBe("'-shoes,-3");
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

  it("defuses a shopper's formula in every table's Export CSV and in the History's CSV", () => {
    type Row = { term: string; spend: number };
    const columns = [
      { id: "term", header: "Search term", cell: (row: Row) => row.term, csv: (row: Row) => row.term },
      { id: "spend", header: "Spend", cell: (row: Row) => row.spend, csv: (row: Row) => row.spend },
    ];
    expect(tableCsv(columns, [{ term: "=cmd|' /C calc'!A0", spend: -1.5 }])).toBe(
      "Search term,Spend\r\n'=cmd|' /C calc'!A0,-1.5",
    );
    const change: ChangeRow = {
      id: 1,
      time: "2026-10-12T10:00:00.000Z",
      skuId: 1,
      sku: "SHOE-1",
      campaignId: "c1",
      campaignName: "@campaign",
      entityType: "NEGATIVE_KEYWORD",
      entityId: null,
      entityLabel: "\uFF1DHYPERLINK(1)",
      field: "negativeKeyword",
      from: -0.25,
      to: "+cheap",
      rule: "NEGATIVE_OPTIMIZATION",
      reason: "-",
      who: "SELLER",
      actorUserId: "u-1",
      actorName: "=Mallory",
      batchId: null,
      status: "APPLIED",
      error: null,
      undoable: true,
    };
    expect(historyCsv([change], "USD").split("\r\n")[1]).toBe(
      "2026-10-12T10:00:00.000Z,SHOE-1,'@campaign,Negative optimization,'=Mallory,'\uFF1DHYPERLINK(1),negativeKeyword,-0.25,'+cheap,'-,Applied,,USD",
    );
  });
});
