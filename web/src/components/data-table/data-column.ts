import type { ReactNode } from "react";
import type { CsvValue } from "../../lib/csv";
import type { SortValue } from "./table-sort";

/** One column of a DataTable: how it is labelled, explained, rendered, totalled and exported. */
export type DataColumn<Row> = {
  id: string;
  header: string;
  /** The header's help tooltip. */
  help?: string;
  /** Figures: right-aligned with tabular digits. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
  /** The cell in the totals row (the table shows that row when any column has one). */
  total?: ReactNode;
  /** The value in the CSV export; columns without it are left out of the file. */
  csv?: (row: Row) => CsvValue;
  /** The column's name in the CSV export when it is not the header. */
  csvHeader?: string;
  /** What the column sorts by where the table holds every row (sorted in the browser). */
  sortValue?: (row: Row) => SortValue;
  /** Sortable by the server, where the list's API orders by this column's id (see DataTable's `serverSort`). */
  sortable?: boolean;
  /** Minimum width of the column, e.g. "48" or "12rem". */
  minWidth?: string;
  /** Fixed width, e.g. "16"; a sticky column before another sticky one needs it. */
  width?: string;
  /** Keeps the column in view while the table scrolls sideways, this far from the left edge ("0", "16"). */
  stickyLeft?: string;
};
