import { describe, expect, it } from "vitest";
import { answerApi, withConnectedAccount } from "./support/api-overrides";
import { screenshot, useBrowser } from "./support/browser";
import { openInApp } from "./support/open-in-app";
import { sharedSellerOverHttp } from "./support/seller-over-http";
import { visible } from "./support/wait";

describe("the signed-in gates", () => {
  const browser = useBrowser();
  // One seller for the file: the gates answer the account list and the user request, whoever asks.
  const signIn = sharedSellerOverHttp();

  it("with a connected account: the dashboard, the full side navigation, and home for unknown paths", async () => {
    const { page } = browser;
    await withConnectedAccount(page);
    await signIn(page);
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }));
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const label of [
      "Home",
      "Quick Launch",
      "Migrated Campaigns",
      "Analytics",
      "Settings",
      "Help",
      "Privacy",
    ]) {
      await visible(nav.getByRole("link", { name: label }));
    }
    await screenshot(page, "dashboard");

    await page.goto("/no/such/screen");
    await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }));
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("routes each screen to its title, with its breadcrumb and back link, scrolled to the top on every route change", async () => {
    const { page } = browser;
    await withConnectedAccount(page);
    await signIn(page);
    const routes: [path: string, title: string, crumbs: string[], backTo: string][] = [
      ["/quick-launch", "Quick Launch", ["Quick Launch"], "Home"],
      ["/migrated-campaigns", "Migrated Campaigns", ["Migrated Campaigns"], "Home"],
      ["/advertised-sku", "Advertised SKUs", ["Quick Launch", "Advertised SKUs"], "Quick Launch"],
      [
        "/advertised-sku/12",
        "Product Details",
        ["Quick Launch", "Advertised SKUs", "Product Details"],
        "Advertised SKUs",
      ],
      ["/campaign/5", "Campaign", ["Quick Launch", "Campaign"], "Quick Launch"],
      ["/migrated-campaign/5", "Campaign", ["Migrated Campaigns", "Campaign"], "Migrated Campaigns"],
      ["/analytics", "Analytics", ["Analytics"], "Home"],
      ["/settings", "Account Settings", ["Settings"], "Home"],
      ["/help", "Help & FAQs", ["Help"], "Home"],
      ["/privacy", "Privacy & Terms", ["Privacy & Terms"], "Home"],
    ];
    // The first screen loads from its address; the others through the router, as a link would open them
    // (a page load each cost ~4 s of a busy machine and proved nothing more).
    for (const [index, [path, title, crumbs, backTo]] of routes.entries()) {
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      await visible(page.getByRole("heading", { name: title, level: 1 }));
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await visible(breadcrumb.getByRole("link", { name: "Home" }));
      // Polled: two screens in a row may share a title, the breadcrumb of the one before still showing.
      const shown = async () => (await breadcrumb.getByRole("listitem").allTextContents()).filter(Boolean);
      await expect.poll(shown, { message: `the breadcrumb of ${path}` }).toEqual(crumbs);
      await visible(page.getByRole("link", { name: `Back to ${backTo}` }));
    }

    // The last screen, Privacy & Terms, scrolled down; a link of the navigation opens the next at its top.
    await visible(page.getByRole("tab", { name: "Privacy Policy" }));
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 0);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Help" })
      .click();
    await visible(page.getByRole("heading", { name: "Help & FAQs", level: 1 }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("without a subscription (403, code 1001): subscriptions only, no back link, help and privacy still open; 1001 on the user request too is no error", async () => {
    const { page } = browser;
    const noSubscription = { status: "ERROR", data: { code: 1001, message: "No active subscription" } };
    await answerApi(page, "/amazon/profiles", 403, noSubscription);
    await signIn(page);
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Account Settings", level: 1 }));
    await visible(page.getByRole("tab", { name: "Subscriptions", selected: true }));
    expect(await page.getByRole("link", { name: /^Back to/ }).count()).toBe(0);
    await screenshot(page, "billing-only");

    await openInApp(page, "/quick-launch");
    await visible(page.getByRole("tab", { name: "Subscriptions", selected: true }));
    await openInApp(page, "/help");
    await visible(page.getByRole("heading", { name: "Help & FAQs", level: 1 }));

    // Signed in (the billing-only area of the account list's 1001) before the user request fails too.
    await page.route(
      (url) => url.pathname === "/api/users",
      (route) =>
        route.request().method() === "GET"
          ? route.fulfill({
              status: 403,
              contentType: "application/json",
              body: JSON.stringify(noSubscription),
            })
          : route.fallback(),
    );
    await page.goto("/");
    await visible(page.getByRole("tab", { name: "Subscriptions", selected: true }));
    await visible(page.getByRole("button", { name: "Choose plan" }).first());
    expect(await page.getByText("No active subscription").count()).toBe(0);
    expect(await page.getByLabel("E-mail").count()).toBe(0);
  });

  it("treats code 1003 as no account: the onboarding screen; shows a full-page error for any other account-list failure", async () => {
    const { page } = browser;
    await answerApi(page, "/amazon/profiles", 404, {
      status: "ERROR",
      data: { code: 1003, message: "No account" },
    });
    await signIn(page);
    await page.goto("/");
    await visible(page.getByRole("button", { name: "Connect account" }));

    // Routed after the first, this answer is the one the reload gets.
    await answerApi(page, "/amazon/profiles", 502, {
      status: "ERROR",
      data: { code: 1008, message: "Amazon did not answer. Please try again shortly." },
    });
    await page.reload();
    await visible(page.getByRole("alert").getByText("Amazon did not answer. Please try again shortly."));
    await visible(page.getByRole("button", { name: "Try again" }));
  });
});
