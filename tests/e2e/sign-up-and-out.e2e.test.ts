import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { chooseMenuItem } from "./support/ui";
import { newSeller, signUpThroughForm } from "./support/users";
import { visible } from "./support/wait";

describe("a new seller", () => {
  const browser = useBrowser();

  it("signs up, lands on onboarding with 'Connect account', and signs out to the sign-in screen", async () => {
    const { page } = browser;
    await page.goto("/sign-up");
    await visible(page.getByRole("heading", { name: "Create your account" }));
    await screenshot(page, "sign-up");

    await signUpThroughForm(page);
    await visible(page.getByRole("button", { name: "Connect account" }));
    expect(new URL(page.url()).pathname).toBe("/");
    await screenshot(page, "onboarding");

    await chooseMenuItem(page.getByRole("button", { name: "Open user menu" }), "Sign out");
    await visible(page.getByRole("heading", { name: "Sign in to Skupilot" }));
  });

  it("is told when the e-mail is taken, and what is wrong with the form", async () => {
    const { page } = browser;
    const seller = newSeller();
    await signUpThroughForm(page, seller);
    await chooseMenuItem(page.getByRole("button", { name: "Open user menu" }), "Sign out");
    // Leaving before the sign-out answers would keep the session and land on the app, not the form.
    await visible(page.getByRole("heading", { name: "Sign in to Skupilot" }));

    await page.goto("/sign-up");
    await page.getByRole("button", { name: "Create account" }).click();
    await visible(page.getByText("Required").first());
    await page.getByLabel("Name").fill("Someone");
    await page.getByLabel("E-mail").fill(seller.email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await visible(page.getByText("Min length - 8 characters"));
    await page.getByLabel("Password").fill("long-enough-pass");
    await page.getByRole("button", { name: "Create account" }).click();
    await visible(page.getByText("An account with this e-mail already exists"));
  });
});
