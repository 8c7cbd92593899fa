import { describe, expect, inject, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { channelFramesOf } from "./support/realtime-frames";
import { signUpThroughForm } from "./support/users";
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

  it("reaches every tab of the seller: a second tab gets the same sync events as the one that connected", async () => {
    const { page } = browser;
    await signUpThroughForm(page);
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
});
