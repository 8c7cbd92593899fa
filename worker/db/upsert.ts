import { getTableColumns, getTableName, is, SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";

/**
 * Rows a statement carries: bound as one JSON text (D1 binds at most 100 parameters a statement, but
 * a parameter may be up to 2 MB), a few hundred bytes a row.
 */
const ROWS_PER_STATEMENT = 500;
/** Statements sent to D1 in one round trip (one batch is one transaction). */
const STATEMENTS_PER_BATCH = 20;

/**
 * Inserts rows, replacing every non-key column of rows that already exist (by `keys`). The rows travel
 * as one JSON parameter a statement, read back by json_each: 500 rows a statement instead of the
 * handful D1's 100-parameter limit allows, and statements go in batches. Values are those drizzle would
 * bind (each column's own mapping: timestamps, JSON, booleans). Idempotent: the same rows twice change nothing.
 */
export async function upsertRows<T extends SQLiteTable>(
  db: Database,
  table: T,
  keys: SQLiteColumn[],
  rows: T["$inferInsert"][],
) {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)) as [string, SQLiteColumn][];
  const keyNames = new Set(keys.map((key) => key.name));
  const quoted = (column: SQLiteColumn) => `"${column.name}"`;
  const query = `insert into "${getTableName(table)}" (${columns.map(([, column]) => quoted(column)).join(", ")})
    select ${columns.map((_, index) => `json_extract(value, '$[${index}]')`).join(", ")}
    from json_each(?) where true
    on conflict (${keys.map(quoted).join(", ")}) do update set ${columns
      .filter(([, column]) => !keyNames.has(column.name))
      .map(([, column]) => `${quoted(column)} = excluded.${quoted(column)}`)
      .join(", ")}`;
  const d1 = (db as Database & { $client: D1Database }).$client;
  const statement = d1.prepare(query);
  const tuple = (row: Record<string, unknown>) =>
    columns.map(([property, column]) => driverValue(column, row[property]));
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    statements.push(statement.bind(JSON.stringify(chunk.map(tuple))));
  }
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) {
    await d1.batch(statements.slice(start, start + STATEMENTS_PER_BATCH));
  }
}

/** What drizzle would bind for `value` in `column`, its default when undefined. */
function driverValue(column: SQLiteColumn, value: unknown): unknown {
  if (value === undefined) {
    if (is(column.default, SQL))
      throw new Error(`upsertRows cannot apply the SQL default of ${column.name}: give it a value`);
    const fallback = column.default ?? column.defaultFn?.() ?? null;
    return fallback === null ? null : column.mapToDriverValue(fallback);
  }
  return value === null ? null : column.mapToDriverValue(value);
}
