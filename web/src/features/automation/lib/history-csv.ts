import type { ChangeRow } from "@contracts/automation/change-api";
import { type CsvValue, toCsv } from "../../../lib/csv";
import { STATUS_LABELS } from "./format-change";
import { ruleLabel } from "./rule-labels";

const COLUMNS: [string, (row: ChangeRow) => CsvValue][] = [
  ["Time (UTC)", (row) => row.time],
  ["SKU", (row) => row.sku],
  ["Campaign", (row) => row.campaignName ?? row.campaignId],
  ["Rule", (row) => ruleLabel(row.rule)],
  ["By", (row) => row.actorName],
  ["Entity", (row) => row.entityLabel],
  ["Field", (row) => row.field],
  ["From", (row) => row.from],
  ["To", (row) => row.to],
  ["Reason", (row) => row.reason],
  ["Status", (row) => STATUS_LABELS[row.status]],
  ["Note", (row) => row.error],
];

/**
 * The History as CSV: one line a change, values raw (amounts as numbers, times in ISO UTC) for a
 * spreadsheet; the Currency column names what From and To are in when they are money (issue 29).
 */
export function historyCsv(rows: ChangeRow[], currency: string) {
  const columns: typeof COLUMNS = [
    ...COLUMNS,
    ["Currency", (row) => (typeof row.from === "number" || typeof row.to === "number" ? currency : null)],
  ];
  return toCsv([
    columns.map(([header]) => header),
    ...rows.map((row) => columns.map(([, value]) => value(row))),
  ]);
}
