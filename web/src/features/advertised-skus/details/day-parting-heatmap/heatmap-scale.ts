/**
 * How a heatmap cell is coloured. Clicks and orders: five steps of blue from none to the grid's
 * highest. ACOS: good or bad against the SKU's target (green at or under it, orange up to 1.5 × it,
 * red above, red too for spend without a sale); without a target, by ACOS alone in blue.
 */
import type { HourCell } from "@contracts/day-parting/hour-grid";

export type HeatmapMetric = "clicks" | "orders" | "acos";

export const METRIC_LABELS: Record<HeatmapMetric, string> = {
  clicks: "Clicks",
  orders: "Orders",
  acos: "ACOS",
};

const BLUES = ["bg.muted", "blue.100", "blue.300", "blue.500", "blue.700"] as const;
export const NO_DATA = "bg.muted";
export const GOOD = "green.400";
export const OVER = "orange.300";
export const FAR_OVER = "red.500";

export type Swatch = { colour: string; label: string };

/** The step (1–4) of `value` on a scale up to `max`; 0 for nothing. */
const step = (value: number, max: number) =>
  value <= 0 || max <= 0 ? 0 : Math.max(1, Math.ceil((value / max) * 4));

export function cellColour(cell: HourCell, metric: HeatmapMetric, max: number, targetAcos: number | null) {
  if (metric !== "acos") return BLUES[step(cell[metric], max)] ?? NO_DATA;
  if (cell.acos === null) return cell.spend > 0 ? FAR_OVER : NO_DATA;
  if (targetAcos === null) return BLUES[step(cell.acos, max)] ?? NO_DATA;
  if (cell.acos <= targetAcos) return GOOD;
  return cell.acos <= targetAcos * 1.5 ? OVER : FAR_OVER;
}

/** The highest value of the metric in the grid: the top of the blue scale. */
export const scaleMax = (cells: HourCell[], metric: HeatmapMetric) =>
  Math.max(0, ...cells.map((cell) => cell[metric] ?? 0));

const formatted = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** The legend under the grid, in the order of the scale. */
export function legendOf(metric: HeatmapMetric, max: number, targetAcos: number | null): Swatch[] {
  if (metric === "acos" && targetAcos !== null) {
    return [
      { colour: GOOD, label: `At or under target ${formatted(targetAcos)} %` },
      { colour: OVER, label: `Up to ${formatted(targetAcos * 1.5)} %` },
      { colour: FAR_OVER, label: `Over ${formatted(targetAcos * 1.5)} %, or spend without sales` },
      { colour: NO_DATA, label: "No spend" },
    ];
  }
  const unit = metric === "acos" ? " %" : "";
  return [
    { colour: NO_DATA, label: metric === "acos" ? "No sales" : "None" },
    { colour: BLUES[1], label: `Up to ${formatted(max / 4)}${unit}` },
    { colour: BLUES[4], label: `Up to ${formatted(max)}${unit} (the highest)` },
  ];
}
