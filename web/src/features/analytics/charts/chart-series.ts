import type { DailyStatistics } from "@contracts/statistics/statistics";

/** One plotted figure: which field of a day, how it is named, coloured, drawn and formatted. */
export type ChartSeries = {
  key: Exclude<keyof DailyStatistics, "date">;
  label: string;
  color: string;
  shape: "area" | "line";
  axis: "left" | "right";
  format: (value: number | null | undefined) => string;
};
