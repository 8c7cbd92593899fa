import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Some files read the web app's own formatters, which import worker/contracts through its alias (web/vite.config.ts).
  resolve: { alias: { "@contracts": fileURLToPath(new URL("../../worker/contracts", import.meta.url)) } },
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page answers within the visible()/gone() helpers' 10 s on a loaded CI machine; expect.poll's 1 s default
    // did not (a debounced search or a refetch behind a toast ran out of it there).
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // One Worker and one Chromium serve every file of a run, one file after another; `npm test` runs four
    // such runs (scripts/test.mjs, its shards), each with its own Worker, sandbox, D1 and Chromium.
    fileParallelism: false,
    // The files share one module graph: loading playwright-core and the support files again for each file
    // took 8.7 s of a shard's 12 files against 1.8 s once.
    isolate: false,
  },
});
