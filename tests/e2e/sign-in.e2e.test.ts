import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signUpAndInOverHttp } from "../support/demo-seller-over-http";
import { screenshot, useBrowser } from "./support/browser";
import { newSeller } from "./support/users";
import { visible } from "./support/wait";

/**
 * A seller signed up through the API, the session left out of the browser, which shows the sign-in
 * form: signing up and out through the screens is under test in sign-up-and-out.e2e. The browser keeps
 * the welcome tour put off ('Show Me Later'), as a seller who signed up there and out would.
 */
async function signedUpElsewhere(page: Page) {
  const seller = newSeller();
  const { userId } = await signUpAndInOverHttp(inject("baseUrl"), seller);
  await page
    .context()
    .addCookies([{ name: `skupilot-tour-later-${userId}`, value: "1", url: inject("baseUrl") }]);
  await page.goto("/");
  await visible(page.getByRole("heading", { name: "Sign in to Skupilot" }));
  return seller;
}

/** Fills the sign-in form on screen and sends it; waits for Auth.js's answer. */
async function trySignIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/auth/callback/credentials",
  );
  await page.getByRole("button", { name: "Sign in" }).click();
  await answered;
}

describe("signing in", () => {
  const browser = useBrowser();

  it("shows sign-in for any path while signed out, with the footer links", async () => {
    const { page } = browser;
    await page.goto("/quick-launch/somewhere/else");
    await visible(page.getByRole("heading", { name: "Sign in to Skupilot" }));
    await visible(page.getByRole("link", { name: "Privacy Policy" }));
    await visible(page.getByRole("link", { name: "Terms of Service" }));
    await visible(page.getByRole("link", { name: "Contact Us" }));
    await visible(page.getByText(/© \d{4} Skupilot/));
    await screenshot(page, "sign-in");
  });

  it("shows an error for a wrong password, then signs in with the right one", async () => {
    const { page } = browser;
    const seller = await signedUpElsewhere(page);
    await trySignIn(page, seller.email, "not-my-password");
    await visible(page.getByRole("alert").getByText("Incorrect e-mail or password."));

    await trySignIn(page, seller.email, seller.password);
    await visible(page.getByRole("button", { name: "Connect account" }));
  });

  it("stops guessing after five failures with a clear message", async () => {
    const { page } = browser;
    const seller = await signedUpElsewhere(page);
    for (let attempt = 0; attempt < 5; attempt++) {
      await trySignIn(page, seller.email, `wrong-${attempt}-password`);
      await visible(page.getByText("Incorrect e-mail or password."));
    }
    await trySignIn(page, seller.email, seller.password);
    await visible(page.getByText("Too many failed sign-in attempts. Please wait 15 minutes and try again."));
    expect(await page.getByRole("button", { name: "Connect account" }).count()).toBe(0);
  });

  it("serves the app with a strict content security policy", async () => {
    const response = await fetch(`${browser.baseUrl}/`);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("lets the browser keep the hashed chunks for a year, and asks again for the page itself", async () => {
    const page = await (await fetch(`${browser.baseUrl}/`)).text();
    const chunk = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(chunk).toBeDefined();
    const asset = await fetch(`${browser.baseUrl}${chunk}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const index = await fetch(`${browser.baseUrl}/`);
    expect(index.headers.get("Cache-Control") ?? "").not.toContain("immutable");
  });
});
