import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Miniflare } from "miniflare";
import { unstable_readConfig, unstable_splitSqlQuery } from "wrangler";

type D1Config = {
  binding: string;
  database_id?: string;
  preview_database_id?: string;
  migrations_dir?: string;
};

/**
 * Runs each batch of statements it is posted on the D1 binding, inside workerd. Node's binding proxy
 * (`getD1Database`) answers `prepare` synchronously through a worker thread whose handshake loses its
 * place when that thread is preempted (miniflare's SynchronousFetcher, "AssertionError: false == true"):
 * on a busy machine it ended an e2e shard's global setup before a test ran. dispatchFetch is asynchronous.
 */
const MIGRATOR = `export default {
  async fetch(request, env) {
    const statements = await request.json();
    try {
      await env.DATABASE.batch(statements.map((sql) => env.DATABASE.prepare(sql)));
      return new Response("ok");
    } catch (error) {
      return new Response(String(error), { status: 500 });
    }
  },
};`;

/**
 * What `wrangler d1 migrations apply DB --local --persist-to <persistTo>` leaves, on one workerd: wrangler
 * starts one per migration (~20 s of CPU for all of them). The same table of applied migrations and the
 * same batches, so npm start's own `migrations apply` finds none left to apply (and fails if one differs).
 */
export async function migrateD1(persistTo: string) {
  const databases: D1Config[] = unstable_readConfig({ config: "wrangler.toml" }).d1_databases;
  const database = databases.find(({ binding }) => binding === "DB");
  const migrations = database?.migrations_dir ?? "migrations";
  const miniflare = new Miniflare({
    modules: true,
    script: MIGRATOR,
    d1Persist: join(resolve(persistTo), "v3", "d1"),
    d1Databases: { DATABASE: String(database?.preview_database_id ?? database?.database_id) },
  });
  try {
    const run = async (sql: string) => {
      const response = await miniflare.dispatchFetch("http://migrator/", {
        method: "POST",
        body: JSON.stringify(unstable_splitSqlQuery(sql)),
      });
      const answer = await response.text();
      if (!response.ok) throw new Error(`D1 migration failed: ${answer}`);
    };
    await run(`CREATE TABLE IF NOT EXISTS d1_migrations(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`);
    for (const name of readdirSync(migrations)
      .filter((file) => file.endsWith(".sql"))
      .sort()) {
      await run(`${readFileSync(join(migrations, name), "utf8")}
INSERT INTO d1_migrations (name) values ('${name}');`);
    }
  } finally {
    await miniflare.dispose();
  }
}
