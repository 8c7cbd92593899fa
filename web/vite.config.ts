import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** `@contracts/…` is worker/contracts/…: the one part of the Worker the web app imports (as in web/tsconfig.json). */
const contractsAlias = {
  "@contracts": fileURLToPath(new URL("../worker/contracts", import.meta.url)),
};

export default defineConfig({
  root: "web",
  plugins: [react()],
  resolve: { alias: contractsAlias },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
  server: {
    // ws: the real-time channel's WebSocket (GET /api/realtime) goes through the proxy too.
    proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } },
  },
});
