import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { sellerOverHttp } from "./support/seller-over-http";
import { signInThroughForm } from "./support/users";
import { gone, visible } from "./support/wait";

const tourOf = (page: Page) => page.getByRole("dialog", { name: "WELCOME!" });

/** The onboarding screen is up: the tour, when it is to show, shows with it. */
async function settled(page: Page) {
  await visible(page.getByRole("button", { name: "Connect account" }));
}

describe("the welcome tour (spec 000 §2.2)", () => {
  const browser = useBrowser();

  /** A new browser session (a fresh context: no cookies, no storage) signed in as the seller. */
  async function nextSession(seller: { email: string; password: string }) {
    const context = await browser.page.context().browser()?.newContext({ baseURL: browser.baseUrl });
    if (!context) throw new Error("no browser");
    const page = await context.newPage();
    await signInThroughForm(page, seller.email, seller.password);
    return { page, close: () => context.close() };
  }

  it("'Show Me Later' hides it for this browser session only; the next session shows it again", async () => {
    const { page } = browser;
    const seller = await sellerOverHttp(page, { keepTour: true });
    await page.goto("/");
    const tour = tourOf(page);
    await visible(tour);
    await visible(tour.getByText("Let's Start With Quick Software Tour"));
    await visible(tour.getByRole("button", { name: "Get Started" }));
    await screenshot(page, "welcome-tour");

    await tour.getByRole("button", { name: "Show Me Later" }).click();
    await gone(tour);
    await page.reload();
    await settled(page);
    expect(await tour.count()).toBe(0);
    // Another tab of the same session does not show it either.
    const tab = await page.context().newPage();
    await tab.goto("/");
    await settled(tab);
    expect(await tourOf(tab).count()).toBe(0);

    const next = await nextSession(seller);
    await visible(tourOf(next.page));
    await next.close();
  });

  it("'Get Started' opens the tour video in a new tab and hides the tour for good", async () => {
    const { page } = browser;
    // No internet here: the video page is answered locally so the new tab has an address to show.
    await page.context().route("https://skupilot.com/**", (route) => route.fulfill({ body: "tour video" }));
    const seller = await sellerOverHttp(page, { keepTour: true });
    await page.goto("/");
    const popup = page.context().waitForEvent("page");
    await tourOf(page).getByRole("button", { name: "Get Started" }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe("https://skupilot.com/tour");
    await gone(tourOf(page));

    await page.reload();
    await settled(page);
    expect(await tourOf(page).count()).toBe(0);
    // Local storage outlives the session: signing in again in this browser shows no tour.
    await page.context().clearCookies();
    await signInThroughForm(page, seller.email, seller.password);
    await settled(page);
    expect(await tourOf(page).count()).toBe(0);
  });
});
