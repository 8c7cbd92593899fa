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
    script: "",
    d1Persist: join(resolve(persistTo), "v3", "d1"),
    d1Databases: { DATABASE: String(database?.preview_database_id ?? database?.database_id) },
  });
  try {
    const db = await miniflare.getD1Database("DATABASE");
    const run = (sql: string) => db.batch(unstable_splitSqlQuery(sql).map((query) => db.prepare(query)));
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
