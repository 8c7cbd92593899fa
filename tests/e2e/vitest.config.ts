import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Worker and one Chromium serve every file; files run one after another to stay within 2 cores.
    fileParallelism: false,
  },
});
