import { integer, type SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * The six report figures a metrics table stores per row, money in cents: daily_metrics,
 * search_term_metrics and the stores derived from them. A function, so each table builds its own columns.
 */
export const figureColumns = () => ({
  impressions: integer("impressions").notNull(),
  clicks: integer("clicks").notNull(),
  costCents: integer("cost_cents").notNull(),
  orders: integer("orders").notNull(),
  salesCents: integer("sales_cents").notNull(),
  units: integer("units").notNull(),
});

type FigureColumns = { [K in keyof ReturnType<typeof figureColumns>]: SQLiteColumn };

/** A table's figure columns, in the order figureColumns declares them: an index's trailing columns. */
export const figureColumnsOf = (table: FigureColumns) =>
  [table.impressions, table.clicks, table.costCents, table.orders, table.salesCents, table.units] as const;
