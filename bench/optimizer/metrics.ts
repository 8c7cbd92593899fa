/**
 * What a strategy's run achieved, read from the market's own fact rows once every order has landed:
 * ad sales and spend (7-day attribution, as the reports the product reads), over the whole run, its
 * late part (day 31 on) and days 24–30; spend on search terms and targets that never sold; spend on a
 * product in its last days of cover before a stock-out (stockOutLeadSpend).
 */
import { addDays, type FactRow } from "../../sandbox/model/index";
import type { RunResult } from "./run-days";
import { profileOf } from "./world";

export type StrategyFigures = {
  adSales: number;
  spend: number;
  acos: number | null;
  orders: number;
  adSalesLate: number;
  spendLate: number;
  acosLate: number | null;
  acosDay30: number | null;
  wastedSpend: number;
  /**
   * Spend on a product in the days before each of its stock-outs that the market shows as scarce
   * (scenario.stock.scarceDaysBefore) and during the stock-out: clicks that convert less, and each
   * sale brings the stock-out nearer — what a seller loses around stock-outs.
   */
  stockOutLeadSpend: number;
  /** Sales at the target ACOS read by equal-acos.ts (set by the run, not by measure). */
  salesAtTargetAcos?: number;
  /** Oracle only: its late ad sales on what Amazon's auto targeting can reach (reachable.ts). */
  adSalesLateReachable?: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const acosOf = (spend: number, sales: number) => (sales > 0 ? Math.round((spend / sales) * 1000) / 10 : null);

type Sums = { spend: number; sales: number; orders: number };
const sum = (rows: FactRow[]): Sums =>
  rows.reduce(
    (total, row) => ({
      spend: total.spend + row.cost,
      sales: total.sales + row.sales7d,
      orders: total.orders + row.purchases7d,
    }),
    { spend: 0, sales: 0, orders: 0 },
  );

/** Spend on each search term (or, for rows folded without a term, each target) of each SKU that never sold. */
export function wastedSpend(rows: FactRow[]): number {
  const groups = new Map<string, Sums>();
  for (const row of rows) {
    const key = `${row.sku}\u0000${row.searchTerm || `#${row.targetingId}`}`;
    const group = groups.get(key) ?? { spend: 0, sales: 0, orders: 0 };
    group.spend += row.cost;
    group.orders += row.purchases7d;
    groups.set(key, group);
  }
  let wasted = 0;
  for (const group of groups.values()) if (group.orders === 0) wasted += group.spend;
  return wasted;
}

export function measure(run: RunResult, profileId: number): StrategyFigures {
  const profile = profileOf(run.state, profileId);
  const rows = profile.metrics.facts.filter((row) => row.date >= run.firstDate && row.date <= run.lastDate);
  const lateFrom = addDays(run.firstDate, 30);
  const [day24, day30] = [addDays(run.firstDate, 23), addDays(run.firstDate, 29)];
  const all = sum(rows);
  const late = sum(rows.filter((row) => row.date >= lateFrom));
  const week = sum(rows.filter((row) => row.date >= day24 && row.date <= day30));
  const cover = run.state.scenario.stock.scarceDaysBefore;
  const leadWindows = new Map(
    profile.catalog.map((product) => [
      product.sku,
      product.stockSpells.map((spell) => ({ from: addDays(spell.start, -cover), to: spell.end })),
    ]),
  );
  const aroundStockOut = rows.filter((row) =>
    (leadWindows.get(row.sku) ?? []).some((window) => row.date >= window.from && row.date <= window.to),
  );
  return {
    adSales: round2(all.sales),
    spend: round2(all.spend),
    acos: acosOf(all.spend, all.sales),
    orders: all.orders,
    adSalesLate: round2(late.sales),
    spendLate: round2(late.spend),
    acosLate: acosOf(late.spend, late.sales),
    acosDay30: acosOf(week.spend, week.sales),
    wastedSpend: round2(wastedSpend(rows)),
    stockOutLeadSpend: round2(sum(aroundStockOut).spend),
  };
}

/** Each product's ad sales, spend and orders over the run (the per-SKU μ search, oracle/per-sku-mu.ts). */
export function productSums(run: RunResult, profileId: number): Map<string, Sums> {
  const bySku = new Map<string, FactRow[]>();
  for (const row of profileOf(run.state, profileId).metrics.facts) {
    if (row.date < run.firstDate || row.date > run.lastDate) continue;
    const rows = bySku.get(row.sku) ?? [];
    rows.push(row);
    bySku.set(row.sku, rows);
  }
  return new Map([...bySku].map(([sku, rows]) => [sku, sum(rows)]));
}
