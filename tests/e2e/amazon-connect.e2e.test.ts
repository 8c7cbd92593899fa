import { describe, expect, inject, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { markManagedCampaigns } from "./support/demo-seller";
import { localD1 } from "./support/local-d1";
import { setOtherSellersAside } from "./support/market";
import { openInApp } from "./support/open-in-app";
import { channelFramesOf, syncStatusReadsOf } from "./support/realtime-frames";
import { seededDemoSeller } from "./support/seeded-seller";
import { sellerOverHttp } from "./support/seller-over-http";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { gone, visible } from "./support/wait";

describe("connecting Amazon through the sandbox's Login with Amazon", () => {
  const browser = useBrowser();
  const sandboxUrl = inject("sandboxUrl");
  const sandboxFaults = (faults: Record<string, unknown> | undefined) =>
    fetch(`${sandboxUrl}/_sandbox/faults`, {
      method: faults ? "POST" : "DELETE",
      headers: { "Content-Type": "application/json" },
      body: faults ? JSON.stringify(faults) : undefined,
    });

  it("a new seller connects the demo seller: consent page → toast → dashboard with the account's profiles, the import's progress arriving over the real-time channel, in every tab of the seller", async () => {
    const { page } = browser;
    const channel = channelFramesOf(page);
    // Signed up through the API: the form is under test in sign-up-and-out.e2e.
    await sellerOverHttp(page);
    await page.goto("/");
    // A second tab: same browser profile, so the same session, left open on the onboarding screen.
    const secondTab = await page.context().newPage();
    const secondChannel = channelFramesOf(secondTab);
    await secondTab.goto("/");
    await visible(secondTab.getByRole("button", { name: "Connect account" }));
    await page.getByRole("button", { name: "Connect account" }).click();

    await page.waitForURL((url) => url.pathname === "/ap/oa");
    await visible(page.getByText("Skupilot"));
    await screenshot(page, "lwa-consent");
    // Slow the marketplace down so the first import is still running when the dashboard shows.
    await sandboxFaults({ latencyMs: 300 });
    await page.getByRole("button", { name: "Allow" }).click();

    // The code leaves the address bar (and the history) as the app reads it, before its exchange ends.
    const connected = page
      .getByTestId("toast")
      .filter({ hasText: "Your Amazon account is connected successfully" });
    await expect
      .poll(
        () => {
          const url = new URL(page.url());
          return `${url.pathname}${url.search}`;
        },
        { timeout: 15_000 },
      )
      .toBe("/");
    expect(await connected.count()).toBe(0);
    await visible(connected, 30_000);
    await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }));
    expect(new URL(page.url()).search).toBe("");
    const importing = page.getByRole("status", { name: "Importing your Amazon data" });
    await visible(importing);
    const statusReads = syncStatusReadsOf(page);
    await screenshot(page, "first-sync-progress");
    await sandboxFaults(undefined);
    await gone(importing, 60_000);

    // The bar moved with the channel's SYNC_PROGRESS events: each profile's steps up to SUCCEEDED came
    // over the WebSocket, and the page read the status again only when the import ended (no 2 s polls).
    const steps = channel.syncSteps();
    const profileIds = [...new Set(steps.map((step) => step.profileId))];
    expect(profileIds).toHaveLength(4);
    for (const profileId of profileIds) {
      const ofProfile = steps.filter((step) => step.profileId === profileId);
      expect(ofProfile.at(-1)).toMatchObject({ state: "SUCCEEDED", progress: 100 });
    }
    expect(steps.some((step) => step.state === "RUNNING" && step.progress > 0 && step.progress < 100)).toBe(
      true,
    );
    expect(statusReads.count).toBeLessThanOrEqual(2);
    // The second tab got the same events: each profile's SUCCEEDED, and the very event it got last
    // reached the first tab too (each may arrive a moment after the other tab's).
    const succeededInSecondTab = () => secondChannel.syncSteps().filter((step) => step.state === "SUCCEEDED");
    await expect
      .poll(() => new Set(succeededInSecondTab().map((step) => step.profileId)), { timeout: 30_000 })
      .toEqual(new Set(profileIds));
    const last = succeededInSecondTab().at(-1);
    await expect.poll(() => channel.syncSteps()).toContainEqual(last);
    await screenshot(secondTab, "realtime-second-tab");

    await openInApp(page, "/settings");
    await visible(page.getByText("demo-seller@example.com"));
    await visible(page.getByText("Valid", { exact: true }));
    await screenshot(page, "manage-accounts-connected");
  }, 120_000);

  it("Deny brings the seller back to onboarding with nothing connected", async () => {
    const { page } = browser;
    await sellerOverHttp(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Connect account" }).click();
    await page.waitForURL((url) => url.pathname === "/ap/oa");
    await page.getByRole("button", { name: "Deny" }).click();
    await visible(
      page.getByTestId("toast").filter({ hasText: "Connecting your Amazon account was cancelled." }),
    );
    await visible(page.getByRole("button", { name: "Connect account" }));
    expect(new URL(page.url()).search).toBe("");
    expect(await page.getByRole("heading", { name: "Dashboard", level: 1 }).count()).toBe(0);
  });

  it("a revoked grant shows the account Invalid after the next sync, and Reconnect restores it", async () => {
    const { page } = browser;
    const seller = "harbor-pet@example.com";
    const user = await sellerOverHttp(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Connect account" }).click();
    await page.waitForURL((url) => url.pathname === "/ap/oa");
    await page.getByRole("combobox").selectOption(seller);
    await page.getByRole("button", { name: "Allow" }).click();
    await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }), 30_000);

    // The seller is away while the sync finds out: an open app would take the account's new state in
    // the middle of the test's own reload (it polls the sync) and be sent to settings before it.
    await page.goto("about:blank");
    await fetch(`${sandboxUrl}/_sandbox/grants/revoke`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: seller }),
    });
    // The cron syncs every VALID account of this shard's database: only this file's seller stays VALID.
    await setOtherSellersAside(user.email);
    // The hourly cron, fired by hand (a local-only route): it queues a sync per profile.
    await fetch(`${browser.baseUrl}/__dev/scheduled`);
    const accountState = async () => {
      const answer = await page.request.get(`${browser.baseUrl}/api/amazon/profiles`);
      return ((await answer.json()) as { data: { state: string }[] }).data[0]?.state;
    };
    await expect.poll(accountState, { timeout: 30_000, interval: 500 }).toBe("INVALID");

    // The first time the current account is INVALID, the app goes to settings and asks to reconnect.
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Reconnect your Amazon account" });
    await visible(dialog);
    expect(new URL(page.url()).pathname).toBe("/settings");
    await visible(page.getByText("Invalid", { exact: true }));
    await screenshot(page, "reconnect-after-revoke");
    await dialog.getByRole("button", { name: "Reconnect" }).click();
    await page.waitForURL((url) => url.pathname === "/ap/oa");
    await page.getByRole("combobox").selectOption(seller);
    await page.getByRole("button", { name: "Allow" }).click();
    await visible(
      page.getByTestId("toast").filter({ hasText: "Your Amazon account is connected successfully" }),
      30_000,
    );
    await openInApp(page, "/settings");
    await visible(page.getByText(seller));
    await visible(page.getByText("Valid", { exact: true }));
    expect(await page.getByText("Invalid", { exact: true }).count()).toBe(0);
  });

  it(
    "disconnecting names the managed campaign Amazon refused to pause",
    async () => {
      const { page } = browser;
      // Connected and synced as the first test's seller is, without a second consent and first sync.
      const { email } = await seededDemoSeller(page);

      // Campaigns become Skupilot's through Quick Launch or migration (later screens); mark one directly.
      const [campaign] = await markManagedCampaigns(email, {
        source: "MIGRATED",
        states: ["ENABLED"],
        limit: 1,
      });
      if (!campaign) throw new Error("the demo seller has no enabled US campaign");
      // Other files' sellers manage campaigns in the same database: read this one's name only.
      const [{ name } = { name: "" }] = await localD1<{ name: string }>(
        `select name from sp_campaigns where profile_id = ${Number(campaign.profile_id)} and campaign_id = '${campaign.campaign_id.replace(/'/g, "''")}'`,
      );

      await sandboxFaults({ throttledItemRate: 1 });
      try {
        await page.goto("/settings");
        await page.getByRole("button", { name: "Disconnect Demo Seller" }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
        const dialog = page.getByRole("dialog", { name: "Account disconnected" });
        await visible(dialog.getByText(name, { exact: true }), 30_000);
        await screenshot(page, "partial-disconnect-sandbox");
      } finally {
        await sandboxFaults(undefined);
      }
    },
    CONNECT_TIMEOUT,
  );
});
