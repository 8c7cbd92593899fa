// Runs wrangler offline: no metrics, no cf.json fetch, no update banner (see shared STACK.md).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** This process's environment as it is now (a run's mark included), wrangler's chatter switched off. */
export const offlineEnv = () => ({
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
});

export const wranglerBin = fileURLToPath(
  new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url),
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const child = spawn(process.execPath, [wranglerBin, ...process.argv.slice(2)], {
    stdio: "inherit",
    env: offlineEnv(),
  });
  child.on("exit", (code) => process.exit(code ?? 1));
}
