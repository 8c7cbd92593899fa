import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/** The sandbox Worker in workerd, with its Durable Object and storage; each test file gets a fresh world. */
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: "./sandbox/wrangler.toml" } })],
  test: {
    name: "sandbox",
    include: ["tests/sandbox/**/*.test.ts"],
    testTimeout: 30_000,
  },
});
