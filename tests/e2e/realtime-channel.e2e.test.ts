/**
 * The seller's real-time channel reconnecting. That it reaches every tab of the seller, with the first
 * import's progress, is tested where the seller connects: amazon-connect.e2e's first test.
 */
import type { WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import { seededDemoSeller } from "./support/seeded-seller";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";

describe("the seller's real-time channel", () => {
  const browser = useBrowser();

  it(
    "reconnects after its socket drops, and reads again what the jobs write (what it may have missed)",
    async () => {
      const { page } = browser;
      // Every socket the page opens goes through here to the Worker, so the test can drop one.
      const sockets: WebSocketRoute[] = [];
      await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
        socket.connectToServer();
        sockets.push(socket);
      });
      // Signed in, on the dashboard.
      await seededDemoSeller(page);
      await expect.poll(() => sockets.length).toBe(1);
      // The dashboard's figures have loaded: the reads counted from here are the reconnect's.
      await page.waitForLoadState("networkidle");

      const reads = new Set<string>();
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === "/api/sync/status" || pathname.startsWith("/api/statistics")) reads.add(pathname);
      });
      await sockets[0]?.close({ code: 1012, reason: "service restart" });
      await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(2);
      await expect
        .poll(() => [...reads].sort(), { timeout: 15_000 })
        .toEqual(["/api/statistics/dashboard", "/api/sync/status"]);
    },
    CONNECT_TIMEOUT,
  );
});
