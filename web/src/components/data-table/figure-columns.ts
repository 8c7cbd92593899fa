import { type AnyReport, METRIC_KEYS } from "../../lib/metrics/metric-catalogue";
import type { DataColumn } from "./data-column";
import { metricColumns } from "./metric-columns";

/** The report figures of a row as table columns, money in `currency`: '-' when the row has no report in the range. */
export const figureColumns = <Row>(
  reportOf: (row: Row) => AnyReport | undefined,
  currency: string,
): DataColumn<Row>[] => metricColumns(METRIC_KEYS, reportOf, currency);
