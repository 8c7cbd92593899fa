import type { DayPartingWindow, Weekday } from "@contracts/advertised-skus/advertised-sku";
import type { HourCell } from "@contracts/day-parting/hour-grid";

export const WEEKDAY_SHORT: Record<Weekday, string> = {
  MON: "Mon",
  TUE: "Tue",
  WED: "Wed",
  THU: "Thu",
  FRI: "Fri",
  SAT: "Sat",
  SUN: "Sun",
};

const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const count = (value: number, one: string) => `${value} ${value === 1 ? one : `${one}s`}`;

/** A cell's figures in one line: what its tooltip and its accessible name say. */
export function cellText(cell: HourCell, money: (value: number) => string, adsOff: boolean): string {
  const when = `${WEEKDAY_SHORT[cell.weekday]} ${clock(cell.hour)}–${clock(cell.hour + 1)}`;
  const acos = cell.acos === null ? "ACOS -" : `ACOS ${cell.acos.toFixed(2)} %`;
  const figures = [
    count(cell.clicks, "click"),
    count(cell.orders, "order"),
    `${money(cell.spend)} spend`,
    `${money(cell.sales)} sales`,
    acos,
  ];
  return `${when}: ${figures.join(" · ")}${adsOff ? " · ads off (day parting)" : ""}`;
}

/** The day-parting windows the hatch draws, in week order: "Mon 09:00–12:00 · Sat 01:00–06:00". */
export function windowsText(windows: DayPartingWindow[]): string {
  const order = Object.keys(WEEKDAY_SHORT);
  return [...windows]
    .sort((a, b) => order.indexOf(a.day) - order.indexOf(b.day) || a.from.localeCompare(b.from))
    .map((window) => `${WEEKDAY_SHORT[window.day]} ${window.from}–${window.to}`)
    .join(" · ");
}
