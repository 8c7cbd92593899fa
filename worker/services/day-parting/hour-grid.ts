/**
 * Hourly rows (stamped with their UTC hour) summed into the 7 × 24 grid of the marketplace's clock.
 * Pure. Each row goes to the local weekday and hour its UTC hour starts in, so a zone 30 or 45
 * minutes off the hour files the whole hour under the local hour it starts in.
 */
import { ruleClockAt } from "../../clock/zone-clock";
import type { Weekday } from "../../contracts/advertised-skus/advertised-sku";
import { WEEKDAYS } from "../../contracts/advertised-skus/settings/setting-fields.schemas";
import type { HourCell } from "../../contracts/day-parting/hour-grid";
import {
  acos,
  addFigures,
  centsToDollars,
  type Figures,
  round2,
  ZERO_FIGURES,
} from "../../contracts/metrics";

export type HourlyRow = { hourStart: string } & Figures;

const cellIndex = (weekday: Weekday, hour: number) => WEEKDAYS.indexOf(weekday) * 24 + hour;

/** The rows whose local date lies in [from, to], summed per local weekday and hour: 168 cells. */
export function hourGridCells(rows: HourlyRow[], timezone: string, from: string, to: string): HourCell[] {
  const sums: Figures[] = Array.from({ length: 7 * 24 }, () => ZERO_FIGURES);
  for (const row of rows) {
    const local = ruleClockAt(new Date(row.hourStart), timezone);
    if (local.today < from || local.today > to) continue;
    const index = cellIndex(local.weekday, local.hour);
    sums[index] = addFigures(sums[index] ?? ZERO_FIGURES, row);
  }
  return sums.map((figures, index) => {
    const ratio = acos(figures);
    return {
      weekday: WEEKDAYS[Math.floor(index / 24)] as Weekday,
      hour: index % 24,
      clicks: figures.clicks,
      orders: figures.orders,
      spend: centsToDollars(figures.spendCents),
      sales: centsToDollars(figures.salesCents),
      acos: ratio === null ? null : round2(ratio),
    };
  });
}
