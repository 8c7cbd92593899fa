/** A local Worker on a fresh, migrated D1 for one benchmark run, its log next to the data folder. */
import { mkdirSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { join } from "node:path";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { applyMigrations, freePort, runWrangler, startWorker } from "../../scripts/local-worker.mjs";

export async function startBenchWorker(name: string, vars: Record<string, string> = {}) {
  mkdirSync(".data", { recursive: true });
  const persistTo = mkdtempSync(`.data/bench-${name}-`);
  await applyMigrations(persistTo);
  const logFile = join(persistTo, "..", `${persistTo.split("/").pop()}.log`);
  const log = openSync(logFile, "w");
  // No marketplace clock: the Worker's today is the machine's, as the seeded days are.
  const start = async () =>
    startWorker({
      port: await freePort(),
      persistTo,
      stdio: ["ignore", log, log],
      vars: { MARKETPLACE_CLOCK_URL: "", ...vars },
    });
  let worker = await start();
  return {
    get url(): string {
      return worker.url;
    },
    persistTo,
    /** What the Worker (wrangler dev) printed, its console lines included. */
    logFile,
    /** Stops the Worker and starts a fresh one on the same data (a new workerd process). */
    async restart() {
      await worker.stop();
      worker = await start();
    },
    /** A file path next to the data folder, for SQL the run writes and executes. */
    sideFile: (suffix: string) => join(persistTo, "..", `${persistTo.split("/").pop()}-${suffix}`),
    /** Runs a SQL file on the local D1 through wrangler. */
    execute: (file: string) =>
      runWrangler([
        "d1",
        "execute",
        "DB",
        "--local",
        "--persist-to",
        persistTo,
        "--file",
        file,
      ]) as Promise<void>,
    stop() {
      worker.stop();
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}
