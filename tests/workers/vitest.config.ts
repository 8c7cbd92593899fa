import { mkdirSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
// @ts-expect-error: plain ESM script shared with `npm start`
import { freePort, SANDBOX_LLM_API_KEY, SANDBOX_SERPAPI_KEY } from "../../scripts/local-worker.mjs";

// The assets binding needs its directory to exist before the pool starts.
mkdirSync("web/dist", { recursive: true });

// The sandbox runs beside the pool (tests/workers/support/sandbox-setup.ts) on this port.
const sandboxPort: number = Number(process.env.SKUPILOT_TEST_SANDBOX_PORT) || (await freePort());
process.env.SKUPILOT_TEST_SANDBOX_PORT = String(sandboxPort);
const sandbox = `http://127.0.0.1:${sandboxPort}`;

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        // A second, empty D1 for the test that migrates today's schema (users/organisation-migration.test.ts).
        d1Databases: { MIGRATION_TEST_DB: "migration-test" },
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations("migrations"),
          AUTH_SECRET: "workers-test-secret-0123456789abcdef0123456789",
          PASSWORD_PEPPER: "workers-test-pepper-0123456789abcdef0123456789",
          // tests/workers/support/http.ts's ORIGIN: Auth.js's URLs and cookie names come from it alone.
          AUTH_URL: "http://127.0.0.1:8787",
          AMAZON_ADS_API_URL: sandbox,
          LWA_AUTHORIZE_URL: `${sandbox}/ap/oa`,
          LWA_TOKEN_URL: `${sandbox}/auth/o2/token`,
          LWA_CLIENT_ID: "skupilot-local-client",
          LWA_CLIENT_SECRET: "skupilot-local-secret",
          MARKETPLACE_CLOCK_URL: `${sandbox}/_sandbox/clock`,
          RANK_PROVIDER_URL: `${sandbox}/serpapi`,
          RANK_PROVIDER_KEY: SANDBOX_SERPAPI_KEY,
          REFERRAL_TRACKER_URL: `${sandbox}/_sandbox/referral-tracker`,
          SANDBOX_URL: sandbox,
          // The sandbox's chat completions key, for tests that point the LLM engine at it; the product's
          // own LLM_* stay unset, so the chat answers with the offline analyst.
          SANDBOX_LLM_API_KEY,
          // bench/faults.ts runs fault-parity.test.ts at its rate; the suite runs it at 20 %.
          FAULT_BENCH: process.env.SKUPILOT_FAULT_BENCH ?? "",
          TOKEN_ENCRYPTION_KEY: "c2t1cGlsb3QtbG9jYWwtdG9rZW4ta2V5LTMyLWJ5dGU=",
          SYNC_POLL_INTERVAL_MS: "20",
          STRIPE_API_URL: sandbox,
          STRIPE_SECRET_KEY: "sk_test_skupilot_workers",
          STRIPE_WEBHOOK_SECRET: "whsec_skupilot_local",
          MAIL_API_URL: sandbox,
          MAIL_API_KEY: "re_sandbox_local",
        },
      },
    }),
  ],
  test: {
    name: "workers",
    include: ["tests/workers/**/*.test.ts"],
    setupFiles: ["./tests/workers/apply-migrations.ts"],
    globalSetup: ["./tests/workers/support/sandbox-setup.ts"],
    testTimeout: 120_000,
    // beforeAll hooks connect sellers and sync them against the sandbox, which is also serving the
    // syncs and automation runs earlier files queued: a 3 s hook took over 60 s beside two busy loops.
    hookTimeout: 180_000,
    // One sandbox serves every file, and some tests move its clock or switch faults on.
    fileParallelism: false,
    // One workerd (and one load of the Worker's modules) for all the files of a run instead of one per
    // file, which cost more than the tests themselves (~6 s of CPU each); each file still starts on an
    // empty D1 once earlier files' queued work settled (apply-migrations.ts).
    isolate: false,
  },
});
