import { Button } from "@chakra-ui/react";
import { Download } from "lucide-react";
import { csvFileName } from "../../lib/csv";
import type { DataColumn } from "./data-column";
import { downloadCsv } from "./download-csv";
import { tableCsv } from "./table-csv";

type ExportCsvButtonProps<Row> = {
  /** The file is named `<name>-<startDate>-<endDate>.csv`. */
  name: string;
  startDate?: string;
  endDate?: string;
  columns: DataColumn<Row>[];
  rows: Row[];
};

/** 'Export CSV': downloads the rows the table shows. */
export function ExportCsvButton<Row>({ name, startDate, endDate, columns, rows }: ExportCsvButtonProps<Row>) {
  return (
    <Button
      size="sm"
      variant="outline"
      bg="bg"
      disabled={rows.length === 0}
      onClick={() => downloadCsv(csvFileName(name, startDate, endDate), tableCsv(columns, rows))}
    >
      <Download /> Export CSV
    </Button>
  );
}
