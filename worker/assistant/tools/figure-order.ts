import { type SQL, sql } from "drizzle-orm";
import type { AssistantTools } from "../assistant";

export type FigureQuery = Parameters<AssistantTools["figures"]>[0];

/** Rows the tools answer at most, whatever the caller asks. */
export const MAX_ROWS = 500;
const DEFAULT_ROWS = 50;

/** The row filters every level shares, over a row source `f` with clicks and orders. */
export function figureFilters(query: FigureQuery): SQL {
  const where: SQL[] = [sql`1 = 1`];
  if (query.minClicks !== undefined) where.push(sql`f.clicks >= ${query.minClicks}`);
  if (query.minOrders !== undefined) where.push(sql`f.orders >= ${query.minOrders}`);
  if (query.withoutOrders) where.push(sql`f.orders = 0`);
  return sql.join(where, sql` and `);
}

/**
 * The order every level shares, over `f` with spendCents, salesCents and the sort column, and the
 * limit. An undefined ACOS (spend, no sales) sorts as the highest; a row with neither spend nor sales
 * sorts last either way.
 */
export function figureOrderLimit(query: FigureQuery): SQL {
  const direction = sql.raw((query.order ?? "desc") === "desc" ? "desc" : "asc");
  const key = sortKey(query.sortBy ?? "spend");
  const limit = Math.min(Math.max(1, query.limit ?? DEFAULT_ROWS), MAX_ROWS);
  return sql`order by (${key}) is null, ${key} ${direction}, f.spendCents desc, f.id limit ${limit}`;
}

/** Filters, order and limit over `f`. */
export const filterOrderLimit = (query: FigureQuery): SQL =>
  sql`where ${figureFilters(query)} ${figureOrderLimit(query)}`;

function sortKey(sortBy: NonNullable<FigureQuery["sortBy"]>): SQL {
  switch (sortBy) {
    case "acos":
      return sql`case when f.salesCents > 0 then f.spendCents * 1.0 / f.salesCents when f.spendCents > 0 then 1e18 end`;
    case "roas":
      return sql`case when f.spendCents > 0 then f.salesCents * 1.0 / f.spendCents when f.salesCents > 0 then 1e18 end`;
    case "sales":
      return sql`f.salesCents`;
    case "spend":
      return sql`f.spendCents`;
    case "clicks":
      return sql`f.clicks`;
    case "orders":
      return sql`f.orders`;
  }
}

/** `column` contains `text`, any case. */
export const containsText = (column: SQL, text: string) => sql`instr(lower(${column}), lower(${text})) > 0`;
