import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { loadOpenApiBundle } from "./support/openapi-bundle";

/**
 * The sandbox Worker in workerd, with its Durable Object and storage; each test file starts on a fresh
 * sandbox (support/fresh-sandbox.ts).
 * The contract tests' OpenAPI schemas are read here, on the Node side, and provided to the tests
 * (see support/openapi-bundle.ts); null when ../shared/reference/openapi is absent.
 */
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: "./sandbox/wrangler.toml" } })],
  test: {
    name: "sandbox",
    include: ["tests/sandbox/**/*.test.ts"],
    // One workerd (and one load of the sandbox's modules, one generated world) for all the files instead
    // of one per file, which cost ~2 s of CPU each; support/fresh-sandbox.ts empties it between files.
    isolate: false,
    setupFiles: ["./tests/sandbox/support/fresh-sandbox.ts"],
    // A file's first request builds its world, and some tests simulate a month or build two worlds: the
    // slowest take about 7 s idle, and a machine busy with other work can be ten times slower. Hooks too:
    // a beforeAll that connects a seller timed out at vitest's default 10 s on a loaded machine.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    provide: { openapi: loadOpenApiBundle() },
  },
});
