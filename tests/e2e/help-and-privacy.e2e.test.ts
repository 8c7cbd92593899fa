import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { sharedSellerOverHttp } from "./support/seller-over-http";
import { gone, visible } from "./support/wait";

/** A seller without an account, signed in over the API: the pages are the same for any of them. */
const signIn = sharedSellerOverHttp();

describe("privacy and terms", () => {
  const browser = useBrowser();

  it("shows both tabs to a visitor, privacy first, terms from the footer link", async () => {
    const { page } = browser;
    await page.goto("/privacy");
    await visible(page.getByRole("tab", { name: "Privacy Policy", selected: true }));
    await visible(page.getByRole("tab", { name: "Terms Of Service" }));
    await screenshot(page, "privacy");

    await page.goto("/");
    await page.getByRole("link", { name: "Terms of Service" }).click();
    await visible(page.getByRole("tab", { name: "Terms Of Service", selected: true }));
    await visible(page.getByText("1/1/2024"));
    await visible(page.getByText(/Arizona/).first());
    await screenshot(page, "terms");
  });

  it("switches tabs and keeps the choice in the address", async () => {
    const { page } = browser;
    await signIn(page);
    await page.goto("/privacy");
    await page.getByRole("tab", { name: "Terms Of Service" }).click();
    await visible(page.getByRole("tab", { name: "Terms Of Service", selected: true }));
    expect(new URL(page.url()).hash).toBe("#terms");
  });
});

describe("help", () => {
  const browser = useBrowser();

  it("answers the four questions and sends a support request, then clears the form", async () => {
    const { page } = browser;
    await signIn(page);
    await page.goto("/help");
    for (const question of [
      "How do I get started with Skupilot?",
      "Will my ads get cheaper as my organic rank improves?",
      "How is Skupilot different from other advertising software?",
      "Can I customise how my ads are managed?",
    ]) {
      await visible(page.getByRole("button", { name: question }));
    }
    await visible(page.getByRole("link", { name: /video guide/i }));
    await screenshot(page, "help");

    await page.getByRole("button", { name: "Will my ads get cheaper as my organic rank improves?" }).click();
    await visible(
      page.getByRole("button", {
        name: "Will my ads get cheaper as my organic rank improves?",
        expanded: true,
      }),
    );

    await page.getByRole("button", { name: "Send request" }).click();
    await visible(page.getByText("Required", { exact: true }).first());

    await page.getByLabel("Full name").fill("Ann Seller");
    await page.getByLabel("E-mail").fill("ann@example.com");
    await page.getByLabel("Business name").fill("Ann's Shop");
    await page.getByLabel("Reason").fill("Billing");
    await page.getByLabel("Description").fill("Too short");
    await page.getByRole("button", { name: "Send request" }).click();
    await visible(page.getByText("Min length - 10 characters"));

    await page.getByLabel("Description").fill("How does the ad-spend cap count refunds?");
    await page.getByRole("button", { name: "Send request" }).click();
    const toast = page.getByTestId("toast").filter({ hasText: "Thanks! Your request was sent." });
    await visible(toast);
    expect(await page.getByLabel("Full name").inputValue()).toBe("");

    await toast.getByRole("button", { name: "Hide" }).click();
    await gone(toast);
  });
});
