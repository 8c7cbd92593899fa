import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { earlyScript } from "./early-script-plugin.ts";
import { vendorChunks } from "./vendor-chunks.ts";

/** `@contracts/…` is worker/contracts/…: the one part of the Worker the web app imports (as in web/tsconfig.json). */
const contractsAlias = {
  "@contracts": fileURLToPath(new URL("../worker/contracts", import.meta.url)),
};

/** Runs before the app's bundle: the shell's API reads start with the page (issue 33 item 7). */
const EARLY_SCRIPT = "src/app/early-reads-start.ts";

export default defineConfig({
  root: "web",
  plugins: [react(), earlyScript(EARLY_SCRIPT)],
  resolve: { alias: contractsAlias },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL("./index.html", import.meta.url)),
        "early-reads": fileURLToPath(new URL(`./${EARLY_SCRIPT}`, import.meta.url)),
      },
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
  server: {
    // ws: the real-time channel's WebSocket (GET /api/realtime) goes through the proxy too.
    proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } },
  },
});
