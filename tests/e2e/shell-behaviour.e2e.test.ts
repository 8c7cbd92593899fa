import { describe, expect, it } from "vitest";
import { answerApi } from "./support/api-overrides";
import { screenshot, useBrowser } from "./support/browser";
import { openInApp } from "./support/open-in-app";
import { sellerOverHttp, sharedSellerOverHttp } from "./support/seller-over-http";
import { gone, visible } from "./support/wait";

describe("shell behaviour", () => {
  const browser = useBrowser();
  // A seller without an account, one for the file: the shell is the same for any of them. The
  // sign-out test has its own: signing out revokes the session, so a shared cookie would die with it.
  const signIn = sharedSellerOverHttp();

  it("a failed mutation toasts the server's message, code 1003 also strips the query and hash; success toasts leave after 2 seconds, error toasts after 4, both can be hidden at once; a dark mode; no motion for a system that asks for less", async () => {
    const { page } = browser;
    await answerApi(page, "/amazon/auth/sign-in", 404, {
      status: "ERROR",
      data: { code: 1003, message: "Connect an Amazon account first." },
    });
    await signIn(page);
    await page.goto("/?from=email#top");
    await page.getByRole("button", { name: "Connect account" }).click();
    await visible(page.getByTestId("toast").filter({ hasText: "Connect an Amazon account first." }));
    expect(page.url()).toBe(`${browser.baseUrl}/`);

    // Routed after the first, this answer is the one the next click gets.
    await answerApi(page, "/amazon/auth/sign-in", 502, {
      status: "ERROR",
      data: { code: 1008, message: "Amazon is not answering." },
    });
    await page.getByRole("button", { name: "Connect account" }).click();
    const error = page.getByTestId("toast").filter({ hasText: "Amazon is not answering." });
    await visible(error);
    await visible(error.getByRole("button", { name: "Hide" }));
    const shownAt = Date.now();
    await gone(error, 8000);
    expect(Date.now() - shownAt).toBeGreaterThan(3000);

    await openInApp(page, "/settings#profile");
    await page.getByLabel("Name", { exact: true }).fill("Another Name");
    await page.getByRole("button", { name: "Save name" }).click();
    const success = page.getByTestId("toast").filter({ hasText: "Your name was updated" });
    await visible(success);
    const successAt = Date.now();
    await gone(success, 6000);
    expect(Date.now() - successAt).toBeLessThan(3500);

    await openInApp(page, "/");
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await visible(page.getByRole("button", { name: "Switch to light mode" }));
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await screenshot(page, "onboarding-dark");

    // The tests' browser asks for reduced motion (support/browser.ts): the app then moves nothing.
    const modeButton = page.getByRole("button", { name: "Switch to light mode" });
    const transitionSeconds = () =>
      modeButton.evaluate((button) => getComputedStyle(button).transitionDuration);
    expect(Number.parseFloat(await transitionSeconds())).toBeLessThan(0.001);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(Number.parseFloat(await transitionSeconds())).toBeGreaterThan(0.05);
  });

  it("signing out forgets the chosen account and profile", async () => {
    const { page } = browser;
    await sellerOverHttp(page);
    await page.goto("/");
    await visible(page.getByRole("button", { name: "Connect account" }));
    const keys = await page.evaluate(() => {
      const prefix = `${window.location.origin}:skupilot:`;
      window.localStorage.setItem(`${prefix}current-account`, "7");
      window.localStorage.setItem(`${prefix}current-profile`, "1");
      return Object.keys(window.localStorage);
    });
    expect(keys.filter((key) => key.endsWith("current-profile"))).toHaveLength(1);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("button", { name: "Log out" })
      .click();
    await visible(page.getByRole("heading", { name: "Sign in to Skupilot" }));
    const left = await page.evaluate(() => Object.keys(window.localStorage));
    expect(left.filter((key) => /current-(account|profile)$/.test(key))).toEqual([]);
  });

  it("on a phone, the menu button opens the navigation; following a link closes it", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/");
    const navigation = page.getByRole("navigation", { name: "Main navigation" });
    await gone(navigation);
    await page.getByRole("button", { name: "Open the menu" }).click();
    await visible(navigation.getByRole("link", { name: "Help" }));
    await visible(navigation.getByRole("button", { name: "Log out" }));
    await screenshot(page, "phone-menu");
    await navigation.getByRole("link", { name: "Help" }).click();
    await visible(page.getByRole("heading", { name: "Help", level: 1 }));
    await gone(navigation);
    await screenshot(page, "phone-help");
  });
});
