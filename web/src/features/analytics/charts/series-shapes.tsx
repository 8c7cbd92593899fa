import { Area, Line } from "recharts";
import type { ChartSeries } from "./chart-series";
import { partKey } from "./lag-rows";

type Props = {
  item: ChartSeries;
  /**
   * 'lag': the days still arriving dashed and lighter, with a dotted line for their estimate;
   * 'today': today's partial day dashed; null: one whole shape.
   */
  split: "lag" | "today" | null;
  /** The legend's name of the previous period ('previous 30 days') when it is overlaid. */
  previousLabel?: string;
};

const ARRIVING_DASH = "6 4";
const ESTIMATE_DASH = "2 4";
export const PREVIOUS_DASH = "4 3";

/**
 * One series of a trend chart: an area or a line, split where its days are still arriving or partial,
 * and the previous period's as a thin dashed line. Straight between days ('linear'): a smoothed
 * curve overshoots the real days.
 */
export function SeriesShapes({ item, split, previousLabel }: Props) {
  const common = {
    yAxisId: item.axis,
    type: "linear" as const,
    stroke: item.color,
    strokeWidth: 2,
    dot: false,
    isAnimationActive: false,
  };
  const shape = (dataKey: string, part: "whole" | "settled" | "arriving") =>
    item.shape === "area" ? (
      <Area
        {...common}
        key={dataKey}
        dataKey={dataKey}
        name={item.label}
        fill={`url(#fill-${item.key})`}
        fillOpacity={part === "arriving" ? 0.45 : 1}
        strokeDasharray={part === "arriving" ? ARRIVING_DASH : undefined}
        activeDot={{ r: 4 }}
      />
    ) : (
      <Line
        {...common}
        key={dataKey}
        dataKey={dataKey}
        name={item.label}
        strokeDasharray={part === "arriving" ? ARRIVING_DASH : undefined}
        activeDot={{ r: 4 }}
      />
    );
  const previous = previousLabel && (
    <Line
      {...common}
      dataKey={partKey(item.key, "previous")}
      name={`${item.label}, ${previousLabel}`}
      strokeWidth={1.5}
      strokeOpacity={0.5}
      strokeDasharray={PREVIOUS_DASH}
      activeDot={false}
    />
  );
  if (split === null)
    return (
      <>
        {previous}
        {shape(item.key, "whole")}
      </>
    );
  if (split === "today")
    return (
      <>
        {previous}
        {shape(partKey(item.key, "settled"), "settled")}
        {shape(partKey(item.key, "today"), "arriving")}
      </>
    );
  return (
    <>
      {previous}
      {shape(partKey(item.key, "settled"), "settled")}
      {shape(partKey(item.key, "arriving"), "arriving")}
      <Line
        {...common}
        dataKey={partKey(item.key, "estimate")}
        name={`${item.label} (estimate)`}
        strokeWidth={1.5}
        strokeOpacity={0.8}
        strokeDasharray={ESTIMATE_DASH}
        dot={{ r: 2.5, strokeDasharray: "", fill: item.color }}
        activeDot={false}
      />
    </>
  );
}
