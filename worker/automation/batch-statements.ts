import { is, SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";

/** Statements sent to D1 in one round trip (each binds well under D1's 100 parameters). */
const STATEMENTS_PER_BATCH = 50;

/** A drizzle query builder, or raw SQL (drizzle 0.45's D1 batch cannot bind raw SQL, so we run both ourselves). */
export type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

const dialect = new SQLiteAsyncDialect();
const queryOf = (statement: Statement) =>
  is(statement, SQL) ? dialect.sqlToQuery(statement) : statement.toSQL();

/** Runs the statements in D1 batches; each batch is one transaction. */
export async function runStatements(db: Database, statements: Statement[]) {
  // drizzle's D1 database carries its binding as $client (the Database type leaves it out).
  const d1 = (db as Database & { $client: D1Database }).$client;
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) {
    const chunk = statements.slice(start, start + STATEMENTS_PER_BATCH).map((statement) => {
      const { sql, params } = queryOf(statement);
      return d1.prepare(sql).bind(...params);
    });
    if (chunk.length > 0) await d1.batch(chunk);
  }
}
