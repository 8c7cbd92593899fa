import { Area, Line } from "recharts";
import type { ChartSeries } from "./chart-series";
import { partKey } from "./lag-rows";

type Props = {
  item: ChartSeries;
  /** Draw the days still arriving dashed and lighter, with a dotted line for their estimate. */
  split: boolean;
};

const ARRIVING_DASH = "6 4";
const ESTIMATE_DASH = "2 4";

/** One series of a trend chart: an area or a line, split where its days are still arriving. */
export function SeriesShapes({ item, split }: Props) {
  const common = {
    yAxisId: item.axis,
    type: "monotone" as const,
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
  if (!split) return shape(item.key, "whole");
  return (
    <>
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
