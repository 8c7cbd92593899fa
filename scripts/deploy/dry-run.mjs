// `npm run deploy:check` (and a step of `npm test`): bundles the Worker exactly as `npm run deploy` would
// for production, without uploading, and checks the bundle (bundle-check.mjs): compressed, within
// Cloudflare's size limit; and free of the local Worker's dev hooks (no `__dev` route, no DEV_ROUTES gate:
// those live in worker/dev/, which production's entry, worker/index.ts, never imports). Needs the web build
// (web/dist) to exist. Prints one JSON line; exits 1 when either check fails.
// `--bundle <file>` checks that file instead of building one (the unit tests' way to see it fail).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { offlineEnv, wranglerBin } from "../wrangler.mjs";
import { checkBundle } from "./bundle-check.mjs";
import { ROOT } from "./production-config.mjs";

const { values } = parseArgs({ options: { bundle: { type: "string" } } });

function build() {
  const outdir = `${ROOT}/.data/deploy-dry-run`;
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(`${ROOT}/web/dist`, { recursive: true });
  const result = spawnSync(
    process.execPath,
    [wranglerBin, "deploy", "--dry-run", "--env", "production", "--outdir", outdir],
    { cwd: ROOT, env: offlineEnv(), encoding: "utf8" },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error("✗ wrangler deploy --dry-run --env production failed");
    process.exit(1);
  }
  return `${outdir}/index.js`;
}

const bundlePath = values.bundle ?? build();
const { devHooks, ...size } = checkBundle(readFileSync(bundlePath));
console.log(JSON.stringify({ env: "production", ...size, devHooks: devHooks.map((hook) => hook.marker) }));
let failed = false;
if (!size.fits) {
  console.error(`✗ the Worker is ${size.gzipBytes} bytes compressed, over Cloudflare's ${size.limitBytes}`);
  failed = true;
}
for (const { marker, excerpt } of devHooks) {
  console.error(
    `✗ the production bundle (${bundlePath}) holds the dev hook "${marker}": …${excerpt}…\n` +
      "  worker/dev/ belongs to the local entry only (wrangler.toml's top-level main); worker/index.ts must not reach it",
  );
  failed = true;
}
if (failed) process.exit(1);
