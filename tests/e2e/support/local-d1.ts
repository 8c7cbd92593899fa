import { readFileSync } from "node:fs";
import { Miniflare } from "miniflare";
import { afterAll, inject } from "vitest";

/** The product's D1 as wrangler.toml names it: the same id finds the same SQLite file under the Worker's folder. */
const DATABASE_ID = readFileSync("wrangler.toml", "utf8").match(/^database_id\s*=\s*"([^"]+)"/m)?.[1];

let local: Miniflare | undefined;

/**
 * The running Worker's local D1, opened once per test file by a Miniflare of its own on the Worker's folder
 * (`wrangler d1 execute` started a whole wrangler for each statement: seconds each on a busy machine).
 */
async function database() {
  if (!DATABASE_ID) throw new Error("wrangler.toml names no D1 database_id");
  local ??= new Miniflare({
    modules: true,
    script: "export default {};",
    cf: false, // no request.cf fetched from the network
    d1Databases: { DB: DATABASE_ID },
    d1Persist: `${inject("persistTo")}/v3/d1`,
  });
  return local.getD1Database("DB");
}

afterAll(async () => {
  await local?.dispose();
  local = undefined;
});

/** SQLite's "database is locked", which workerd's D1 reports either by name or as an unnamed internal error. */
const isBusy = (error: unknown) => /SQLITE_BUSY|internal error; reference/.test(String(error));

/**
 * Runs one SQL statement on the running Worker's local D1; answers its rows. Two processes share the file and
 * D1 sets no busy timeout: while the Worker writes or checkpoints, SQLite refuses the statement at once and it
 * did nothing, so it runs again once the file is free.
 */
export async function localD1<Row = Record<string, unknown>>(sql: string): Promise<Row[]> {
  const db = await database();
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return (await db.prepare(sql).all<Row>()).results;
    } catch (error) {
      if (!isBusy(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
