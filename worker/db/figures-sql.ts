import { sql } from "drizzle-orm";
import type { Figures } from "../contracts/metrics";

/** Summed daily_metrics columns (alias `dm`), named as FigureRow. */
export const SUM_FIGURES = sql.raw(
  [
    "coalesce(sum(dm.impressions), 0) as impressions",
    "coalesce(sum(dm.clicks), 0) as clicks",
    "coalesce(sum(dm.cost_cents), 0) as spendCents",
    "coalesce(sum(dm.sales_cents), 0) as salesCents",
    "coalesce(sum(dm.orders), 0) as orders",
    "coalesce(sum(dm.units), 0) as units",
  ].join(", "),
);

export type FigureRow = { [K in keyof Figures]: number | null };

export const figuresOf = (row: FigureRow | undefined): Figures => ({
  impressions: row?.impressions ?? 0,
  clicks: row?.clicks ?? 0,
  spendCents: row?.spendCents ?? 0,
  salesCents: row?.salesCents ?? 0,
  orders: row?.orders ?? 0,
  units: row?.units ?? 0,
});

/**
 * A range's figures from campaign_running_totals, named as FigureRow: the row at the range's last
 * stored day (alias `atEnd`) minus the row the day before the range (alias `before`, absent for none).
 */
export const RANGE_FIGURES_OF_RUNNING_TOTALS = sql.raw(
  ["impressions", "clicks", "cost_cents as spendCents", "sales_cents as salesCents", "orders", "units"]
    .map((column) => {
      const [name, alias = name] = column.split(" as ");
      return `atEnd.${name} - coalesce(before.${name}, 0) as ${alias}`;
    })
    .join(", "),
);
