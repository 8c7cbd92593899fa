// Starts the product Worker and the sandbox locally (offline), waits until each answers, and stops them as
// process groups (also when the process that started them exits). Two ways to run a Worker (`runtime`):
// "wrangler" is `wrangler dev` (npm start: it rebuilds on change), "bundle" the deploy bundle served on
// Miniflare directly (scripts/serve-bundle.mjs; the end-to-end tests: about a quarter of the CPU a request).
import { createServer } from "node:net";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { runGroup, spawnGroup, stopGroup } from "./process-groups.mjs";
import { bundleOf } from "./run-bundles.mjs";
import { offlineEnv, wranglerBin } from "./wrangler.mjs";

const serveBundleScript = fileURLToPath(new URL("./serve-bundle.mjs", import.meta.url));

export function runWrangler(args, options = {}) {
  return runGroup(process.execPath, [wranglerBin, ...args], {
    env: offlineEnv(),
    stdio: "pipe",
    ...options,
  }).catch((error) => {
    throw new Error(`wrangler ${args[0]} failed: ${error.message}`);
  });
}

export const applyMigrations = (persistTo) =>
  runWrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);

const varFlags = (vars) => Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);

/** The product Worker (wrangler.toml); `vars` override its configuration, e.g. the sandbox's URLs. */
export const startWorker = ({ port, persistTo, stdio = "ignore", vars = {}, assets, runtime, d1Port }) =>
  startLocal({
    runtime,
    d1Port,
    config: "wrangler.toml",
    assets,
    // Auth.js's URLs and cookie names follow AUTH_URL: the port this Worker really listens on.
    vars: { AUTH_URL: `http://127.0.0.1:${port}`, ...vars },
    port,
    persistTo,
    stdio,
    healthPath: "/api/health",
    // A page through the assets' single-page-application fallback: the first such request of a fresh
    // wrangler dev once hung until the browser gave up (60 s, an e2e shard's first page.goto, the next one
    // answered in 13 ms). Asked here with a bounded retry, it is answered before anyone else asks.
    pagePath: "/sign-in",
  });

/** The simulated marketplace (sandbox/wrangler.toml), with its world generated before anyone calls. */
export async function startSandbox({ port, persistTo, stdio = "ignore", vars = {}, runtime }) {
  const sandbox = await startLocal({
    runtime,
    config: "sandbox/wrangler.toml",
    vars,
    port,
    persistTo,
    stdio,
    healthPath: "/_sandbox/health",
  });
  await fetch(`${sandbox.url}/_sandbox/clock`);
  return sandbox;
}

/** The api_key of the sandbox's SerpApi-style Amazon search (SERPAPI_KEY in sandbox/wrangler.toml). */
export const SANDBOX_SERPAPI_KEY = "sandbox-serpapi-key";

/** The key of the sandbox's chat completions endpoint (LLM_API_KEY in sandbox/wrangler.toml). */
export const SANDBOX_LLM_API_KEY = "sk-sandbox-llm-local";

/**
 * The Worker's settings for its assistant engine: none for the offline analyst (the default), or with
 * `assistant: "sandbox-llm"` the LLM engine on the sandbox's scripted model.
 */
export function assistantVars(assistant, sandboxUrl) {
  if (!assistant || assistant === "offline") return {};
  if (assistant !== "sandbox-llm") throw new Error(`ASSISTANT=${assistant}: use offline or sandbox-llm`);
  return { LLM_BASE_URL: `${sandboxUrl}/v1`, LLM_API_KEY: SANDBOX_LLM_API_KEY, LLM_MODEL: "sandbox-analyst" };
}

/**
 * The sandbox and the product Worker side by side, the Worker's Amazon, Login with Amazon, clock and
 * Stripe URLs pointed at the sandbox, as `npm start` runs them. When either fails to start, the one that
 * did is stopped before the error is thrown: no Worker outlives a failed start. `assistant` chooses the
 * assistant's engine (assistantVars), `runtime` how both run (the top of this file); with `d1Port` the
 * Worker's D1 answers SQL on that port (bundle runtime only: scripts/serve-bundle.mjs).
 */
export async function startProductWithSandbox({
  port,
  sandboxPort,
  persistTo,
  workerStdio = "ignore",
  workerVars = {},
  assets,
  assistant,
  runtime,
  d1Port,
}) {
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const engineVars = assistantVars(assistant, sandboxUrl);
  const started = await Promise.allSettled([
    startSandbox({
      runtime,
      port: sandboxPort,
      persistTo,
      vars: { STRIPE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/billing/webhook` },
    }),
    startWorker({
      runtime,
      d1Port,
      port,
      persistTo,
      stdio: workerStdio,
      assets,
      vars: {
        AMAZON_ADS_API_URL: sandboxUrl,
        LWA_AUTHORIZE_URL: `${sandboxUrl}/ap/oa`,
        LWA_TOKEN_URL: `${sandboxUrl}/auth/o2/token`,
        MARKETPLACE_CLOCK_URL: `${sandboxUrl}/_sandbox/clock`,
        RANK_PROVIDER_URL: `${sandboxUrl}/serpapi`,
        RANK_PROVIDER_KEY: SANDBOX_SERPAPI_KEY,
        REFERRAL_TRACKER_URL: `${sandboxUrl}/_sandbox/referral-tracker`,
        STRIPE_API_URL: sandboxUrl,
        MAIL_API_URL: sandboxUrl,
        // Local-only routes (worker/dev/): GET /__dev/jobs tells when the queue's work is done.
        DEV_ROUTES: "on",
        // The sandbox builds a report per poll, not per second: Amazon's 2 s between polls (wrangler.toml)
        // would only be idle time here, 8 s of every hourly sync of a profile (4 reports).
        SYNC_POLL_INTERVAL_MS: "50",
        ...engineVars,
        ...workerVars,
      },
    }),
  ]);
  const failure = started.find((result) => result.status === "rejected");
  if (failure) {
    await Promise.all(started.map((result) => result.status === "fulfilled" && result.value.stop()));
    throw failure.reason;
  }
  const [sandbox, worker] = started.map((result) => result.value);
  return { sandbox, worker };
}

/** Whether something already listens on 127.0.0.1:port (where wrangler dev would listen). */
export const portInUse = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(true));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(false)));
  });

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });

/** The command line that serves the Worker of `config` on `port`: `wrangler dev`, or its bundle on Miniflare. */
async function serverArgs({ runtime = "wrangler", config, vars, assets, port, persistTo, d1Port }) {
  const common = ["--port", String(port), "--persist-to", persistTo, ...varFlags(vars)];
  if (runtime === "bundle") {
    // Absolute: wrangler reads a relative --outdir from the configuration file's folder.
    const outdir = await bundleOf(config, resolve(persistTo, "bundles", config.replaceAll("/", "-")), (dir) =>
      runWrangler(["deploy", "--dry-run", "-c", config, "--outdir", dir]),
    );
    return [
      serveBundleScript,
      "--config",
      config,
      "--bundle",
      `${outdir}/index.js`,
      ...(assets ? ["--assets", assets] : []),
      ...(d1Port ? ["--d1-port", String(d1Port)] : []),
      ...common,
    ];
  }
  if (runtime !== "wrangler") throw new Error(`runtime ${runtime}: use wrangler or bundle`);
  if (d1Port) throw new Error("d1Port: only with the bundle runtime");
  // Each wrangler dev opens a debugger port too; two on the default 9229 would collide.
  const inspectorPort = String(await freePort());
  return [
    wranglerBin,
    "dev",
    "-c",
    config,
    ...(assets ? ["--assets", assets] : []),
    "--ip",
    "127.0.0.1",
    "--inspector-port",
    inspectorPort,
    ...common,
  ];
}

async function startLocal(options, attempts = 3) {
  const { port, stdio, healthPath, pagePath } = options;
  const child = spawnGroup(process.execPath, await serverArgs(options), { env: offlineEnv(), stdio });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${url}${healthPath}`, child);
    if (pagePath) await waitForHealth(`${url}${pagePath}`, child, { navigate: true });
  } catch (error) {
    // A free port can be taken between choosing it and the Worker binding it: start again, a few times.
    if (child.exitCode === null || attempts <= 1) throw error;
    console.warn(
      `The Worker of ${options.config} exited with ${child.exitCode} while starting; trying again`,
    );
    return startLocal(options, attempts - 1);
  }
  return { url, stop: () => stopGroup(child) };
}

/** Until the URL answers 2xx (a navigation: any answer, a Worker built without the web app answers 404). */
async function waitForHealth(healthUrl, child, { navigate = false, timeoutMs = 90_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Worker exited with ${child.exitCode}`);
    try {
      // Bounded: something else on the port may accept the connection and never answer.
      const response = await fetch(healthUrl, {
        headers: navigate ? { accept: "text/html", "sec-fetch-mode": "navigate" } : {},
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok || (navigate && response.status < 500)) return;
    } catch {}
    await sleep(250);
  }
  await stopGroup(child);
  throw new Error(`Nothing answered at ${healthUrl} within ${timeoutMs / 1000}s`);
}
