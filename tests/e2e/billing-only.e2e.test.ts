/**
 * The trial's end for real (issue 18 item 4; document 000 §2.1, §8): the Worker answers 403/1001 once
 * the product's clock (the sandbox's) passes the 14 days, the app shows its billing-only area, and a
 * plan bought there through the sandbox's hosted checkout brings the app back.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { NO_SUBSCRIPTION_MESSAGE } from "../../worker/contracts/billing/product-access";
import { screenshot, useBrowser } from "./support/browser";
import { openInApp } from "./support/open-in-app";
import { sellerOverHttp } from "./support/seller-over-http";
import { gone, visible } from "./support/wait";

/** Moves the sandbox's clock, the product's clock here, as `npm run market -- advance` does (no jobs). */
async function moveProductClock(duration: string) {
  const response = await fetch(`${inject("sandboxUrl")}/_sandbox/clock/advance`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ duration }),
  });
  expect(response.status).toBe(200);
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const navLabels = async (page: Page) =>
  (await nav(page).getByRole("link").allInnerTexts()).map((t) => t.trim());

/** The billing-only area: the settings view, Subscriptions open, no way back, the plans to choose from. */
async function expectBillingOnly(page: Page) {
  await visible(page.getByRole("heading", { name: "Account Settings", level: 1 }));
  await visible(page.getByRole("tab", { name: "Subscriptions", selected: true }));
  await visible(page.getByTestId("plan-START_UP").getByRole("button", { name: "Choose plan" }));
  expect(await page.getByRole("link", { name: /^Back to/ }).count()).toBe(0);
}

describe("the billing-only area", () => {
  const browser = useBrowser();

  it("trial → the app; trial over → subscriptions only, help and privacy open; a plan bought there → the app again", {
    timeout: 180_000,
  }, async () => {
    const { page } = browser;
    await sellerOverHttp(page);
    await page.goto("/");

    // In trial: the app (a new seller has no account yet: the onboarding screen) and the days left.
    await visible(page.getByRole("button", { name: "Connect account" }));
    expect(await navLabels(page)).toEqual(["Home", "Settings", "Help", "Privacy"]);
    await page.goto("/settings#subscriptions");
    await visible(page.getByText("14 days left in your free trial"));

    await moveProductClock("15d");
    await page.goto("/");
    await expectBillingOnly(page);
    // Code 1001 is no error on the layout (document 000 §2.2, §8), and the welcome tour stays away.
    expect(await page.getByText(NO_SUBSCRIPTION_MESSAGE).count()).toBe(0);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await visible(page.getByText("Your free trial has ended", { exact: true }));
    await visible(page.getByText("Choose a plan to keep using Skupilot."));
    expect(await page.getByRole("button", { name: "Choose plan" }).count()).toBe(3);
    expect(await navLabels(page)).toEqual(["Subscriptions", "Help", "Privacy"]);
    await screenshot(page, "billing-only-trial-over");

    // Any other path shows subscriptions; help and privacy remain. One loads from its address, the
    // others through the router.
    await page.goto("/quick-launch");
    await expectBillingOnly(page);
    for (const path of ["/analytics", "/campaign/5", "/no/such/screen"]) {
      await openInApp(page, path);
      await expectBillingOnly(page);
    }
    await nav(page).getByRole("link", { name: "Help" }).click();
    await visible(page.getByRole("heading", { name: "Help & FAQs", level: 1 }));
    await nav(page).getByRole("link", { name: "Privacy" }).click();
    await visible(page.getByRole("heading", { name: "Privacy & Terms", level: 1 }));
    await visible(page.getByRole("tab", { name: "Privacy Policy" }));
    await nav(page).getByRole("link", { name: "Subscriptions" }).click();
    await expectBillingOnly(page);
    // Subscriptions alone, whatever the hash (issue 29 item 11: #profile and #amazon-accounts opened those tabs).
    // Loaded from each address: the settings read the hash as they mount.
    for (const path of ["/settings#profile", "/settings#amazon-accounts", "/quick-launch#profile"]) {
      await page.goto(path);
      await expectBillingOnly(page);
      expect((await page.getByRole("tab").allInnerTexts()).map((t) => t.trim())).toEqual(["Subscriptions"]);
      expect(await page.getByRole("button", { name: "Change password" }).count()).toBe(0);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await visible(page.getByTestId("plan-PROFESSIONAL"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "billing-only-trial-over-phone");
    await page.setViewportSize({ width: 1366, height: 900 });

    // Choose plan → the sandbox's hosted checkout → pay → back: the webhook's plan brings the app back.
    const appOrigin = new URL(page.url()).origin;
    await page.getByTestId("plan-SCALE_UP").getByRole("button", { name: "Choose plan" }).click();
    await visible(page.getByRole("heading", { name: "Subscribe to Skupilot Scale Up" }));
    await page.getByRole("button", { name: "Pay $397.00" }).click();
    await page.waitForURL((url) => url.origin === appOrigin && url.pathname === "/settings");
    await visible(page.getByTestId("plan-SCALE_UP").getByText("Your Plan"), 30_000);
    await visible(page.getByTestId("plan-SCALE_UP").getByRole("button", { name: "Update subscription" }));
    await visible(nav(page).getByRole("link", { name: "Home" }));
    expect(await navLabels(page)).toEqual(["Home", "Settings", "Help", "Privacy"]);
    await visible(page.getByRole("link", { name: "Back to Home" }));
    await gone(page.getByTestId("trial-notice"));
    await screenshot(page, "billing-only-plan-bought");

    await nav(page).getByRole("link", { name: "Home" }).click();
    await visible(page.getByRole("button", { name: "Connect account" }));
    await page.goto("/quick-launch");
    await visible(page.getByRole("button", { name: "Connect account" }));
  });
});
