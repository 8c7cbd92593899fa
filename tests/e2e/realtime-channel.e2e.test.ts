import type { WebSocketRoute } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { channelFramesOf } from "./support/realtime-frames";
import { dismissWelcomeTour, signInThroughForm, signUpThroughForm } from "./support/users";
import { visible } from "./support/wait";

describe("the seller's real-time channel", () => {
  const browser = useBrowser();
  const sandboxUrl = inject("sandboxUrl");
  const sandboxFaults = (faults?: Record<string, unknown>) =>
    fetch(`${sandboxUrl}/_sandbox/faults`, {
      method: faults ? "POST" : "DELETE",
      headers: { "Content-Type": "application/json" },
      body: faults ? JSON.stringify(faults) : undefined,
    });

  /** The seller the first test connects; the next signs in as them. */
  let seller: { email: string; password: string } | undefined;

  it("reaches every tab of the seller: a second tab gets the same sync events as the one that connected", async () => {
    const { page } = browser;
    seller = await signUpThroughForm(page);
    // The second tab: same browser profile, so the same session, left open on the onboarding screen.
    const secondTab = await page.context().newPage();
    const [first, second] = [channelFramesOf(page), channelFramesOf(secondTab)];
    await secondTab.goto("/");
    await visible(secondTab.getByRole("button", { name: "Connect account" }));

    await page.getByRole("button", { name: "Connect account" }).click();
    await page.waitForURL((url) => url.pathname === "/ap/oa");
    // A slower marketplace keeps the import running until the first tab is back with its own socket.
    await sandboxFaults({ latencyMs: 300 });
    try {
      await page.getByRole("button", { name: "Allow" }).click();
      await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }), 30_000);

      const succeeded = (steps: ReturnType<typeof second.syncSteps>) =>
        steps.filter((step) => step.state === "SUCCEEDED").map((step) => step.profileId);
      await expect.poll(() => succeeded(second.syncSteps()).length, { timeout: 90_000 }).toBe(4);
      const last = second
        .syncSteps()
        .filter((step) => step.state === "SUCCEEDED")
        .at(-1);
      // The very event the second tab got last reached the first tab too (it may arrive a moment later).
      await expect.poll(() => first.syncSteps(), { timeout: 10_000 }).toContainEqual(last);
      await screenshot(secondTab, "realtime-second-tab");
    } finally {
      await sandboxFaults(undefined);
    }
  }, 150_000);

  it("reconnects after its socket drops, and reads again what the jobs write (what it may have missed)", async () => {
    const { page } = browser;
    if (!seller) throw new Error("the first test connects the seller");
    // Every socket the page opens goes through here to the Worker, so the test can drop one.
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
      socket.connectToServer();
      sockets.push(socket);
    });
    await signInThroughForm(page, seller.email, seller.password);
    await dismissWelcomeTour(page);
    await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }));
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
  }, 60_000);
});
