import { EMPTY } from "../../lib/format";
import {
  type AnyReport,
  figureOf,
  type MetricKey,
  type ReportFigure,
} from "../../lib/metrics/metric-catalogue";
import type { DataColumn } from "./data-column";

type ReportOf<Row> = (row: Row) => AnyReport | undefined;

/**
 * A figure column read from the metric catalogue: its label, help and format; '-' on screen and an
 * empty CSV field when the row has no report; `total` fills the totals row.
 */
export function reportColumn<Row>(
  figure: ReportFigure,
  reportOf: ReportOf<Row>,
  total?: AnyReport,
): DataColumn<Row> {
  return {
    id: figure.id,
    header: figure.label,
    help: figure.help,
    csvHeader: figure.csvHeader,
    numeric: true,
    cell: (row) => {
      const report = reportOf(row);
      return report ? figure.show(report) : EMPTY;
    },
    csv: (row) => {
      const report = reportOf(row);
      return report ? figure.csv(report) : null;
    },
    sortValue: (row) => {
      const report = reportOf(row);
      return report ? figure.value(report) : null;
    },
    total: total && figure.show(total),
  };
}

/** One column per metric key, in the order given; money in `currency` (ISO 4217), also in its CSV header. */
export const metricColumns = <Row>(
  keys: readonly MetricKey[],
  reportOf: ReportOf<Row>,
  currency: string,
  total?: AnyReport,
): DataColumn<Row>[] => keys.map((key) => reportColumn(figureOf(key, currency), reportOf, total));
