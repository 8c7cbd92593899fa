import { defineConfig } from "vitest/config";
import { contractsAlias } from "../../web/vite.config";

export default defineConfig({
  // The web files under test import worker/contracts through the web app's alias.
  resolve: { alias: contractsAlias },
  test: {
    name: "unit",
    environment: "node",
    include: ["tests/unit/**/*.test.ts"],
  },
});
