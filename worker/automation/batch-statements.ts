import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";

/** Statements sent to D1 in one round trip (each binds well under D1's 100 parameters). */
const STATEMENTS_PER_BATCH = 50;

/** Runs the statements in D1 batches (each batch is one transaction). */
export async function runStatements(db: Database, statements: BatchItem<"sqlite">[]) {
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) {
    const [first, ...rest] = statements.slice(start, start + STATEMENTS_PER_BATCH);
    if (first) await db.batch([first, ...rest]);
  }
}
