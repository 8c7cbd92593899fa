import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";

/** D1 binds at most 100 parameters a statement. */
const MAX_BOUND_PARAMETERS = 100;
/** Statements sent to D1 in one round trip. */
const STATEMENTS_PER_BATCH = 50;

/**
 * Inserts rows, replacing every non-key column of rows that already exist (by `keys`). Statements are
 * sized to D1's parameter limit and sent in batches. Idempotent: the same rows twice change nothing.
 */
export async function upsertRows<T extends SQLiteTable>(
  db: Database,
  table: T,
  keys: SQLiteColumn[],
  rows: T["$inferInsert"][],
) {
  if (rows.length === 0) return;
  const columns = Object.values(getTableColumns(table)) as SQLiteColumn[];
  const keyNames = new Set(keys.map((key) => key.name));
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table)) as [string, SQLiteColumn][]) {
    if (!keyNames.has(column.name)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  const rowsPerStatement = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / columns.length));
  const statements = [];
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    statements.push(
      db
        .insert(table)
        .values(rows.slice(start, start + rowsPerStatement))
        .onConflictDoUpdate({ target: keys, set }),
    );
  }
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) {
    const [first, ...rest] = statements.slice(start, start + STATEMENTS_PER_BATCH);
    if (first) await db.batch([first, ...rest]);
  }
}
