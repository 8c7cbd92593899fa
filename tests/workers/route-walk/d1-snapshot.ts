import { env } from "cloudflare:workers";

/** Every row of every table of the D1 database, in a stable order: equal snapshots mean nothing changed. */
export async function d1Snapshot() {
  const { results: tables } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations' order by name",
  ).all<{ name: string }>();
  const statements = tables.map(({ name }) => env.DB.prepare(`select * from "${name}" order by 1, 2`));
  const answers = await env.DB.batch(statements);
  return Object.fromEntries(tables.map(({ name }, index) => [name, answers[index]?.results ?? []]));
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, unknown[]>, after: Record<string, unknown[]>) {
  return Object.keys({ ...before, ...after }).filter(
    (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
  );
}

/** The snapshot without the attempt_counters rows whose keys start with one of `prefixes`. */
export function withoutCounters(snapshot: Record<string, unknown[]>, prefixes: readonly string[] = []) {
  const counters = (snapshot.attempt_counters ?? []) as { key: string }[];
  const kept = counters.filter((row) => !prefixes.some((prefix) => row.key.startsWith(prefix)));
  return { ...snapshot, attempt_counters: kept };
}
