// `npm run deploy:check` (and a step of `npm test`): bundles the Worker exactly as `npm run deploy` would
// for production, without uploading, and checks the compressed bundle against Cloudflare's size limit.
// Needs the web build (web/dist) to exist. Prints one JSON line; exits 1 over the limit.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { offlineEnv, wranglerBin } from "../wrangler.mjs";
import { ROOT } from "./production-config.mjs";
import { WORKER_GZIP_LIMIT_BYTES } from "./production-settings.mjs";

const outdir = `${ROOT}/.data/deploy-dry-run`;
rmSync(outdir, { recursive: true, force: true });
mkdirSync(`${ROOT}/web/dist`, { recursive: true });
const build = spawnSync(
  process.execPath,
  [wranglerBin, "deploy", "--dry-run", "--env", "production", "--outdir", outdir],
  { cwd: ROOT, env: offlineEnv(), encoding: "utf8" },
);
if (build.status !== 0) {
  process.stderr.write(build.stdout + build.stderr);
  console.error("✗ wrangler deploy --dry-run --env production failed");
  process.exit(1);
}
const bundle = readFileSync(`${outdir}/index.js`);
const gzipBytes = gzipSync(bundle, { level: 9 }).length;
const fits = gzipBytes <= WORKER_GZIP_LIMIT_BYTES;
console.log(
  JSON.stringify({
    env: "production",
    bundleBytes: bundle.length,
    gzipBytes,
    limitBytes: WORKER_GZIP_LIMIT_BYTES,
    fits,
  }),
);
if (!fits) {
  console.error(
    `✗ the Worker is ${gzipBytes} bytes compressed, over Cloudflare's ${WORKER_GZIP_LIMIT_BYTES}`,
  );
  process.exit(1);
}
