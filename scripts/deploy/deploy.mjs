// `npm run deploy`: ships the product to Cloudflare (docs/operations.md § Deploy). In order, stopping at the
// first failure: the D1 id is a real one, no local-only setting is a secret or var, every required secret
// is set, the web is built, the bundle fits, the remote D1 is migrated (migrations are additive, so the
// running version works on the new schema), then `wrangler deploy`. Needs CLOUDFLARE_API_TOKEN (or `wrangler login`) for everything after the first check.
import { spawnSync } from "node:child_process";
import { offlineEnv, wranglerBin } from "../wrangler.mjs";
import { localOnlySettingsIn } from "./local-only-check.mjs";
import { ROOT, readWranglerConfig } from "./production-config.mjs";
import { PLACEHOLDER_DATABASE_ID, REQUIRED_SECRETS } from "./production-settings.mjs";

const ENV = "production";

function fail(lines) {
  console.error(lines.map((line) => `✗ ${line}`).join("\n"));
  process.exit(1);
}

function run(title, command, args, options = {}) {
  console.log(`› ${title}`);
  const result = spawnSync(command, args, { cwd: ROOT, env: offlineEnv(), encoding: "utf8", ...options });
  if (result.status !== 0) fail([`${title} failed${result.stderr ? `:\n${result.stderr.trim()}` : ""}`]);
  return result.stdout ?? "";
}
const wrangler = (title, args, options) => run(title, process.execPath, [wranglerBin, ...args], options);

const config = await readWranglerConfig(ENV);
const database = config.d1_databases.find((binding) => binding.binding === "DB");
if (!database || database.database_id === PLACEHOLDER_DATABASE_ID)
  fail([
    `wrangler.toml's [env.${ENV}] D1 database has no real id yet.`,
    `Create it once: npx wrangler d1 create ${database?.database_name ?? "skupilot-production"}`,
    "and paste the database_id it prints into [[env.production.d1_databases]].",
  ]);

const listed = JSON.parse(
  wrangler("Reading the Worker's secrets", ["secret", "list", "--env", ENV, "--format", "json"]),
);
const present = new Set(listed.map((secret) => secret.name));
const localOnly = localOnlySettingsIn({ secrets: [...present], vars: config.vars });
if (localOnly.length > 0) fail(localOnly);
const missing = REQUIRED_SECRETS.filter(([name]) => !present.has(name));
if (missing.length > 0)
  fail([
    "Required secrets are not set:",
    ...missing.map(([name, what]) => `  npx wrangler secret put ${name} --env ${ENV}   # ${what}`),
  ]);

run("Building the web app", "npx", ["vite", "build", "--config", "web/vite.config.ts", "--logLevel", "warn"]);
run("Checking the bundle", process.execPath, ["scripts/deploy/dry-run.mjs"], { stdio: "inherit" });
wrangler("Migrating the production D1", ["d1", "migrations", "apply", "DB", "--remote", "--env", ENV], {
  stdio: "inherit",
});
wrangler("Deploying the Worker", ["deploy", "--env", ENV], { stdio: "inherit" });
console.log("✓ Deployed. Roll back with: npx wrangler rollback --env production (docs/operations.md)");
