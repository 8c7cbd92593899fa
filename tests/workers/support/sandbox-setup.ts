import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
// @ts-expect-error: plain ESM script shared with `npm start`
import { startSandbox } from "../../../scripts/local-worker.mjs";

/**
 * The sandbox marketplace for the workers tests, on the port the vitest config chose and pointed
 * the Worker's bindings at. A fresh world every run.
 */
export default async function setup() {
  const port = Number(process.env.SKUPILOT_TEST_SANDBOX_PORT);
  mkdirSync(".data", { recursive: true });
  const persistTo = mkdtempSync(".data/workers-sandbox-");
  const sandbox = await startSandbox({ port, persistTo });
  // Stopped here when the run ends; local-worker.mjs also stops it when vitest exits on a signal.
  return async () => {
    await sandbox.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
