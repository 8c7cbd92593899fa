import type { DashboardData } from "@contracts/statistics/dashboard";
import type { DashboardTile } from "./dashboard-tiles";

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"} still arriving`;

/**
 * A tile's note while the last 7 days' sales are still arriving (sales, orders and the ratios read
 * from them): how many days, and the figure as they will settle (the API's estimate, by the
 * attribution-lag model). Null for a final figure, or once every day is settled.
 */
export function tileLagNote(tile: DashboardTile, data: DashboardData) {
  const lag = data.stillArriving;
  if (!lag || !tile.settled) return null;
  return {
    days: days(lag.days),
    estimate: `est. ${tile.format(tile.settled(lag), data.money.currency)} when settled`,
  };
}
