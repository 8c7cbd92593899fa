import { type SQL, sql } from "drizzle-orm";
import type { AssistantTools } from "../assistant";

export type FigureQuery = Parameters<AssistantTools["figures"]>[0];

/** Rows the tools answer at most, whatever the caller asks. */
export const MAX_ROWS = 500;
const DEFAULT_ROWS = 50;

/**
 * The filters, order and limit every level shares, over a row source `f` with impressions, clicks,
 * spendCents, salesCents, orders. An undefined ACOS (spend, no sales) sorts as the highest; a row with
 * neither spend nor sales sorts last either way.
 */
export function filterOrderLimit(query: FigureQuery): SQL {
  const where: SQL[] = [sql`1 = 1`];
  if (query.minClicks !== undefined) where.push(sql`f.clicks >= ${query.minClicks}`);
  if (query.minOrders !== undefined) where.push(sql`f.orders >= ${query.minOrders}`);
  if (query.withoutOrders) where.push(sql`f.orders = 0`);
  const desc = (query.order ?? "desc") === "desc";
  const direction = sql.raw(desc ? "desc" : "asc");
  const key = sortKey(query.sortBy ?? "spend");
  const limit = Math.min(Math.max(1, query.limit ?? DEFAULT_ROWS), MAX_ROWS);
  return sql`where ${sql.join(where, sql` and `)}
    order by (${key}) is null, ${key} ${direction}, f.spendCents desc, f.id
    limit ${limit}`;
}

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
