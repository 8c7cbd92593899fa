import { execSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { basename } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM script shared with `npm start`
import { freePort, startProductWithSandbox } from "../../../scripts/local-worker.mjs";
import { migrateD1 } from "../../support/migrated-d1";
import { launchBrowserServer } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    sandboxUrl: string;
    /** Where the Worker's D1 runs SQL, for tests that must set up state no screen can create yet. */
    d1Url: string;
    /** The run's Chromium, which each file connects to (browser.ts). */
    browserWsEndpoint: string;
  }
}

/**
 * The built SPA on the real Worker (its deploy bundle on Miniflare) with its own freshly migrated D1, and
 * the sandbox marketplace beside it, each on a free port, wired to each other as `npm start` wires them.
 */
export default async function setup(project: TestProject) {
  if (!existsSync("web/dist/index.html")) {
    execSync("npx vite build --config web/vite.config.ts --logLevel warn", { stdio: "inherit" });
  }
  // .data/e2e-logs first: it also makes .data on a fresh clone, where a single file may be the first run.
  mkdirSync(".data/e2e-logs", { recursive: true });
  const persistTo = mkdtempSync(".data/e2e-");
  // wrangler's `d1 migrations apply` starts a workerd per migration: 11 s and 13 s of CPU a shard against 4 s.
  await migrateD1(persistTo);
  const [port, sandboxPort, d1Port] = [await freePort(), await freePort(), await freePort()];
  // The Worker's own log (its JSON request lines with their times, errors), kept for a failed run.
  const log = openSync(`.data/e2e-logs/${basename(persistTo)}-worker.log`, "w");
  const { sandbox, worker } = await startProductWithSandbox({
    port,
    sandboxPort,
    persistTo,
    workerStdio: ["ignore", log, log],
    workerVars: { SYNC_POLL_INTERVAL_MS: "50" },
    // The deploy bundle on Miniflare, not wrangler dev: the same Worker for a quarter of the CPU a request.
    runtime: "bundle",
    d1Port,
    // The offline analyst unless ASSISTANT=sandbox-llm (scripts/local-worker.mjs, assistantVars).
    assistant: process.env.ASSISTANT,
  });
  project.provide("baseUrl", worker.url);
  project.provide("sandboxUrl", sandbox.url);
  project.provide("d1Url", `http://127.0.0.1:${d1Port}/DB`);
  const browser = await launchBrowserServer();
  project.provide("browserWsEndpoint", browser.wsEndpoint());
  // Stopped here when the run ends; local-worker.mjs also stops them when vitest exits on a signal.
  return async () => {
    await Promise.all([worker.stop(), sandbox.stop(), browser.close()]);
    rmSync(persistTo, { recursive: true, force: true });
  };
}
