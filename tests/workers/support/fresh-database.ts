/** The migrations applied; SQLite's own tables (sqlite_sequence keeps AUTOINCREMENT ids rising) and D1's (_cf_…) stay too. */
const MIGRATIONS_TABLE = "d1_migrations";
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Waits until no sync is queued or running and no automation lease is held (the work an earlier file
 * left to the queue: a connect's syncs, the automation each finished sync queues), so none of it talks
 * to the sandbox while the next file moves its clock or switches faults on. Bounded: past it, says so
 * and goes on.
 */
export async function settledBackgroundWork(db: D1Database) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const busy = await db
      .prepare(
        "select (select count(*) from sync_status where state in ('QUEUED', 'RUNNING')) + " +
          "(select count(*) from automation_leases where holder is not null and expires_at > ?) as n",
      )
      .bind(Date.now())
      .first<{ n: number }>();
    if (!busy?.n) return;
    if (Date.now() > deadline) {
      console.warn(
        `fresh-database: ${busy.n} syncs or automation runs still busy after ${SETTLE_TIMEOUT_MS} ms`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Deletes every row of every table, in one transaction with foreign keys checked at its end. The
 * AUTOINCREMENT counters stay: a profile or account id is never used twice in a run, so a queue message
 * an earlier file left behind finds no profile instead of this file's.
 */
export async function emptyDatabase(db: D1Database) {
  const { results } = await db
    .prepare(
      "select name from sqlite_master where type = 'table' and name <> ? " +
        "and name not like 'sqlite\\_%' escape '\\' and name not like '\\_cf\\_%' escape '\\'",
    )
    .bind(MIGRATIONS_TABLE)
    .all<{ name: string }>();
  if (results.length === 0) return;
  await db.batch([
    db.prepare("pragma defer_foreign_keys = on"),
    ...results.map(({ name }) => db.prepare(`delete from "${name}"`)),
  ]);
}
