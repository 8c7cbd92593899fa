import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The web files under test import worker/contracts through the web app's alias (web/vite.config.ts).
  resolve: { alias: { "@contracts": fileURLToPath(new URL("../../worker/contracts", import.meta.url)) } },
  test: {
    name: "unit",
    environment: "node",
    include: ["tests/unit/**/*.test.ts"],
  },
});
