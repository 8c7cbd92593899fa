import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM script shared with `npm start`
import { applyMigrations, freePort, startWorker } from "../../../scripts/local-worker.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The built SPA on a real `wrangler dev` Worker with its own freshly migrated D1. */
export default async function setup(project: TestProject) {
  if (!existsSync("web/dist/index.html")) {
    execSync("npx vite build --config web/vite.config.ts --logLevel warn", { stdio: "inherit" });
  }
  const persistTo = mkdtempSync(".data/e2e-");
  await applyMigrations(persistTo);
  const worker = await startWorker({ port: await freePort(), persistTo });
  project.provide("baseUrl", worker.url);
  return () => {
    worker.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
