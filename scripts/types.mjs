// Writes each Worker's `Env` (worker-configuration.d.ts, sandbox/worker-configuration.d.ts) from its
// wrangler.toml; `--check` fails instead when a file is out of date. The runtime types come from the
// pinned @cloudflare/workers-types package, so wrangler emits only the bindings. The tsconfigs take its
// `latest` entry point: at 4.20260426.1 it declares the same runtime as `wrangler types` generated for our
// compatibility_date (2026-04-20, nodejs_compat) with workerd 1.20260426.1; bump it together with wrangler.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { offlineEnv, wranglerBin } from "./wrangler.mjs";

process.chdir(fileURLToPath(new URL("..", import.meta.url)));

const extraArgs = process.argv.slice(2);
const workers = [
  // The secrets' names come from the example, so the output does not depend on a local .dev.vars.
  // --env-file takes several values: it stays last, after the output path.
  ["worker-configuration.d.ts", "--env-file", ".dev.vars.example"],
  ["sandbox/worker-configuration.d.ts", "-c", "sandbox/wrangler.toml"],
];

for (const [output, ...options] of workers) {
  const args = ["types", output, "--include-runtime=false", ...extraArgs, ...options];
  const { status } = spawnSync(process.execPath, [wranglerBin, ...args], {
    stdio: "inherit",
    env: offlineEnv,
  });
  if (status !== 0) process.exit(status ?? 1);
}
