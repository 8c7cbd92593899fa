import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { sellerOverHttp } from "./support/seller-over-http";
import { dismissWelcomeTour, signInThroughForm } from "./support/users";
import { gone, visible } from "./support/wait";

describe("settings: profile", () => {
  const browser = useBrowser();
  // Each test's seller is signed up through the API, as the form is under test in sign-up-and-out.e2e,
  // and opens Settings at once.

  it("renames the user and changes the password", async () => {
    const { page } = browser;
    const seller = await sellerOverHttp(page);
    await page.goto("/settings#profile");
    await visible(page.getByRole("tab", { name: "Profile", selected: true }));
    await visible(page.getByText(seller.email));
    await screenshot(page, "settings-profile");

    await page.getByLabel("Name", { exact: true }).fill("Ann Renamed");
    await page.getByRole("button", { name: "Save name" }).click();
    await visible(page.getByTestId("toast").filter({ hasText: "Your name was updated" }));

    await page.getByLabel("Current password").fill("not-the-password");
    await page.getByLabel("New password").fill("a-brand-new-one");
    await page.getByRole("button", { name: "Change password" }).click();
    await visible(page.getByText("The current password is not correct"));

    await page.getByLabel("Current password").fill(seller.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await visible(page.getByTestId("toast").filter({ hasText: "Your password was changed" }));

    await page.getByRole("button", { name: "Open user menu" }).click();
    await visible(page.getByRole("menu").getByText("Ann Renamed"));
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await visible(page.getByRole("heading", { name: "Sign in to Skupilot" }));
    await signInThroughForm(page, seller.email, "a-brand-new-one");
    await visible(page.getByRole("button", { name: "Connect account" }));
    expect(await page.getByText("Incorrect e-mail or password.").count()).toBe(0);
  });

  it("a password change takes the seller's other browser to sign-in at once, and this one stays signed in", async () => {
    const { page, baseUrl } = browser;
    const seller = await sellerOverHttp(page);
    const elsewhere = await page.context().browser()?.newContext({ baseURL: baseUrl });
    if (!elsewhere) throw new Error("no browser to open a second session in");
    try {
      const otherPage = await elsewhere.newPage();
      await signInThroughForm(otherPage, seller.email, seller.password);
      await dismissWelcomeTour(otherPage);
      await visible(otherPage.getByRole("button", { name: "Connect account" }));

      await page.goto("/settings#profile");
      await page.getByLabel("Current password").fill(seller.password);
      await page.getByLabel("New password").fill("a-brand-new-one");
      await page.getByRole("button", { name: "Change password" }).click();
      await visible(page.getByTestId("toast").filter({ hasText: "Your password was changed" }));

      // Nobody touches the other browser: its channel was closed, and it learnt its session had ended.
      await visible(otherPage.getByRole("heading", { name: "Sign in to Skupilot" }));
      await visible(
        otherPage.getByTestId("session-ended").getByText("Your session has ended. Please sign in again."),
      );
      await screenshot(otherPage, "session-ended-elsewhere");
      await otherPage.getByLabel("E-mail").fill(seller.email);
      await otherPage.getByLabel("Password").fill("a-brand-new-one");
      await otherPage.getByRole("button", { name: "Sign in" }).click();
      await visible(otherPage.getByRole("button", { name: "Connect account" }));
      await gone(otherPage.getByTestId("session-ended"));
      await page.reload();
      await visible(page.getByRole("tab", { name: "Profile", selected: true }));
    } finally {
      await elsewhere.close();
    }
  });

  it("signs out of all devices once the password confirms it: this browser lands on sign-in, its old cookie refused", async () => {
    const { page, baseUrl } = browser;
    const seller = await sellerOverHttp(page);
    const held = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    await page.goto("/settings#profile");
    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out of all devices" });
    await dialog.getByLabel("Password").fill("not-the-password");
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await visible(dialog.getByText("The password is not correct"));
    await screenshot(page, "sign-out-everywhere");

    await dialog.getByLabel("Password").fill(seller.password);
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await visible(page.getByRole("heading", { name: "Sign in to Skupilot" }));
    // Ended on the server, not only forgotten here: the cookie this browser held opens nothing.
    expect((await fetch(`${baseUrl}/api/users`, { headers: { cookie: held } })).status).toBe(401);
  });

  it("lists no Amazon accounts yet, in the spec's words", async () => {
    const { page } = browser;
    await sellerOverHttp(page);
    await page.goto("/settings");
    await visible(page.getByRole("tab", { name: "Amazon Accounts", selected: true }));
    await visible(page.getByText("You do not have any connected accounts"));
  });
});
