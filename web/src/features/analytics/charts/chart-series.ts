import type { DailyStatistics } from "@contracts/statistics/statistics";
import { METRICS, type MetricKey } from "../../../lib/metrics/metric-catalogue";
import { chartColors } from "./chart-theme";

/** A metric a day carries and the charts have a colour for. */
type ChartedMetric = Extract<MetricKey, keyof DailyStatistics & keyof typeof chartColors>;

/** One plotted figure: which field of a day, how it is named, coloured, drawn and formatted. */
export type ChartSeries = {
  key: ChartedMetric;
  label: string;
  color: string;
  shape: "area" | "line";
  axis: "left" | "right";
  format: (value: number | null | undefined) => string;
};

/** A metric's series, named and formatted by the metric catalogue (money in `currency`), in the metric's colour. */
export const chartSeries = (
  key: ChartedMetric,
  shape: ChartSeries["shape"],
  axis: ChartSeries["axis"],
  currency: string,
): ChartSeries => ({
  key,
  label: METRICS[key].label,
  color: chartColors[key],
  shape,
  axis,
  format: (value) => METRICS[key].format(value, currency),
});
