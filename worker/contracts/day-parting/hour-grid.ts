/**
 * The day-parting heatmap's figures (issue 33 item 6): a SKU's clicks, orders, spend, sales and ACOS
 * summed per weekday and hour of the marketplace's clock over a look-back of complete days.
 */
import * as v from "valibot";
import type { Weekday } from "../advertised-skus/advertised-sku";

export const HOUR_GRID_LOOK_BACKS = ["14", "30", "60"] as const;
export const HOUR_GRID_LOOK_BACK_MESSAGE = "Must be 14, 30 or 60";

export const hourGridQuerySchema = v.object({
  days: v.pipe(
    v.optional(v.picklist(HOUR_GRID_LOOK_BACKS, HOUR_GRID_LOOK_BACK_MESSAGE), "30"),
    v.transform(Number),
  ),
});

/** One weekday × hour: money in dollars, ACOS in % (null when the cell had no sales). */
export type HourCell = {
  weekday: Weekday;
  /** 0–23: the hour starting at hour:00 in the marketplace's time zone. */
  hour: number;
  clicks: number;
  orders: number;
  spend: number;
  sales: number;
  acos: number | null;
};

export type HourGrid = {
  days: number;
  /** The look-back's first and last local dates, both included (yesterday is the last). */
  from: string;
  to: string;
  timezone: string;
  /** The SKU's target ACOS in %, the heatmap's good/bad line; null when none is set. */
  targetAcos: number | null;
  /** Whether any hour of the look-back had figures. */
  hasFigures: boolean;
  /** 168 cells: MON 0…23, TUE 0…23, … SUN 0…23. */
  cells: HourCell[];
};
