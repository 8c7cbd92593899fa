/**
 * The dashboard's ANALYTICS tiles (spec 000 §2.5, widened by issue 33 to spend, sales and orders):
 * each figure of the last 7 days, its change against the 7 before, and which way is good for the
 * seller (docs/product.md, "Where we differ"). Pure.
 */
import type { DashboardData, StillArriving } from "@contracts/statistics/dashboard";
import { formatCount } from "../../../lib/format";
import { METRICS, type Metric, type MetricKey } from "../../../lib/metrics/metric-catalogue";
import type { BetterWhen, ChangeKind } from "./metric-change";

export type DashboardTile = {
  label: string;
  help: string;
  /** The figure as it reads, money in the answer's currency. */
  format: (value: number | null, currency: string) => string;
  change: ChangeKind;
  better: BetterWhen;
  read: (data: DashboardData) => { value: number | null; diff: number | null };
  /** A figure read from sales: what it will settle at while the last days are still arriving. */
  settled?: (lag: StillArriving) => number | null;
};

const fromCatalogue = (
  key: MetricKey,
  tile: Pick<DashboardTile, "change" | "better" | "read" | "settled"> & { help?: string },
): DashboardTile => {
  const metric: Metric = METRICS[key];
  return {
    label: metric.label,
    help: tile.help ?? metric.lastSevenDaysHelp ?? metric.help,
    format: metric.format,
    ...tile,
  };
};

export const DASHBOARD_TILES: readonly DashboardTile[] = [
  fromCatalogue("spend", {
    help: "What the ad clicks cost over the last 7 days. More spend is good when sales grow with it: read ACOS and ROAS beside it.",
    change: "money",
    better: "neither",
    read: (data) => ({ value: data.spend, diff: data.diffSpend }),
  }),
  fromCatalogue("sales", {
    help: "Sales attributed to the ads over the last 7 days.",
    change: "money",
    better: "up",
    read: (data) => ({ value: data.sales, diff: data.diffSales }),
    settled: (lag) => lag.sales,
  }),
  {
    label: "Orders",
    help: "Orders placed after a click on the ads over the last 7 days.",
    format: (value) => formatCount(value),
    change: "count",
    better: "up",
    read: (data) => ({ value: data.orders, diff: data.diffOrders }),
    settled: (lag) => lag.orders,
  },
  fromCatalogue("roas", {
    change: "multiple",
    better: "up",
    read: (data) => ({ value: data.roas, diff: data.diffRoas }),
    settled: (lag) => lag.roas,
  }),
  fromCatalogue("acos", {
    change: "points",
    better: "down",
    read: (data) => ({ value: data.acos, diff: data.diffAcos }),
    settled: (lag) => lag.acos,
  }),
  fromCatalogue("ctr", {
    change: "points",
    better: "up",
    read: (data) => ({ value: data.ctr, diff: data.diffCtr }),
  }),
  fromCatalogue("cvr", {
    change: "points",
    better: "up",
    read: (data) => ({ value: data.cvr, diff: data.diffCvr }),
    settled: (lag) => lag.cvr,
  }),
];
