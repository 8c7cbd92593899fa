import { integer } from "drizzle-orm/sqlite-core";

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
