import { type CsvValue, toCsv } from "../../lib/csv";
import type { DataColumn } from "./data-column";

/** The CSV of the rows on screen: one header line, then one line a row, exportable columns only. */
export function tableCsv<Row>(columns: DataColumn<Row>[], rows: Row[]): string {
  const exported = columns.filter((column) => column.csv);
  const lines: CsvValue[][] = [
    exported.map((column) => column.csvHeader ?? column.header),
    ...rows.map((row) => exported.map((column) => column.csv?.(row))),
  ];
  return toCsv(lines);
}
