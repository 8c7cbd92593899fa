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
  // The pool answers no sockets: the tests take Stripe's events from /_sandbox/stripe/events and post
  // them to the Worker themselves. Deliveries go nowhere, never to a local Worker on 8787.
  // Its deploy bundle on Miniflare directly, as the e2e sandboxes: on wrangler dev the whole workers suite
  // took 450 core-s (the sandbox's workerd 149, wrangler's Node proxy 84), here 217 (the sandbox 64). The
  // connections the pool loses now and then (~25 "Network connection lost" lines a run, as many on wrangler
  // dev) are asked again by the Worker's clients (amazon/retrying-fetch.ts, the marketplace clock's read).
  const sandbox = await startSandbox({
    port,
    persistTo,
    runtime: "bundle",
    vars: { STRIPE_WEBHOOK_URL: "http://127.0.0.1:9/api/billing/webhook" },
  });
  // Stopped here when the run ends; local-worker.mjs also stops it when vitest exits on a signal.
  return async () => {
    await sandbox.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
