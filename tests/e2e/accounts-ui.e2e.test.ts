import { describe, expect, it } from "vitest";
import { accountFixtures, answerApi, withAccounts } from "./support/api-overrides";
import { screenshot, useBrowser } from "./support/browser";
import { sharedSellerOverHttp } from "./support/seller-over-http";
import { gone, visible } from "./support/wait";

const { store, nordic, broken, bare } = accountFixtures;

describe("the header's account and profile dropdown", () => {
  const browser = useBrowser();
  // The accounts are answered: one signed-in seller for the file, its picker's memory fresh in each test's context.
  const signIn = sharedSellerOverHttp();
  const picker = () => browser.page.getByTestId("account-picker");
  const accountList = () => browser.page.getByRole("list", { name: "Amazon accounts", exact: true });
  const profileList = () => browser.page.getByRole("list", { name: "Sponsored Ads Accounts" });
  const currentProfile = () => browser.page.getByTestId("current-profile");
  const remember = (values: Record<string, string>) =>
    browser.page.evaluate((values) => {
      for (const [name, value] of Object.entries(values))
        localStorage.setItem(`${location.origin}:skupilot:${name}`, value);
    }, values);
  const stored = (name: string) =>
    browser.page.evaluate((name) => localStorage.getItem(`${location.origin}:skupilot:${name}`), name);

  it("lists the accounts (current highlighted, INVALID tagged) and the current account's profiles", async () => {
    const { page } = browser;
    await withAccounts(page, [store, nordic, broken]);
    await signIn(page);
    await page.goto("/");
    await visible(picker().getByText("Demo Store US"));
    await picker().click();

    const accounts = accountList().getByRole("listitem");
    expect(await accounts.count()).toBe(3);
    await visible(
      accountList()
        .getByRole("button", { name: /Demo Store/ })
        .and(page.locator("[aria-current]")),
    );
    await visible(accounts.filter({ hasText: "Garden Supplies" }).getByText("Invalid", { exact: true }));
    expect(await accounts.filter({ hasText: "Nordic Goods" }).getByText("Invalid").count()).toBe(0);

    for (const text of ["Demo Store US", "Seller", "United States", "304511612"]) {
      await visible(currentProfile().getByText(text));
    }
    await visible(page.getByText("Sponsored Ads Accounts"));
    const profiles = profileList().getByRole("listitem");
    expect(await profiles.count()).toBe(3);
    await visible(profiles.filter({ hasText: "Demo Store CA" }).getByText("Canada"));
    await visible(profiles.filter({ hasText: "Demo Store UK" }).getByText("United Kingdom"));
    await screenshot(page, "account-picker");

    // A click outside the popover may close it (it did in one CI run), so the dark screenshot reopens it.
    await page.keyboard.press("Escape");
    await gone(accountList());
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await visible(page.getByRole("button", { name: "Switch to light mode" }));
    await picker().click();
    await visible(accountList());
    await screenshot(page, "account-picker-dark");
    await page.getByRole("link", { name: "Manage Accounts" }).click();
    await visible(page.getByRole("tab", { name: "Amazon Accounts", selected: true }));
    expect(new URL(page.url()).pathname).toBe("/settings");
    await gone(accountList());
  });

  it("keeps a chosen profile across a reload; choosing an account selects its first profile", async () => {
    const { page } = browser;
    await withAccounts(page, [store, nordic]);
    await signIn(page);
    await page.goto("/");
    await picker().click();
    await profileList()
      .getByRole("button", { name: /Demo Store UK/ })
      .click();
    await gone(profileList());
    await visible(picker().getByText("Demo Store UK"));
    expect([await stored("current-account"), await stored("current-profile")]).toEqual(["12", "23"]);

    await page.reload();
    await visible(picker().getByText("Demo Store UK"));
    await picker().click();
    await visible(
      profileList()
        .getByRole("button", { name: /Demo Store UK/ })
        .and(page.locator("[aria-current]")),
    );

    await accountList()
      .getByRole("button", { name: /Nordic Goods/ })
      .click();
    for (const text of ["Nordic Goods DE", "Vendor", "Germany"])
      await visible(currentProfile().getByText(text));
    await accountList()
      .getByRole("button", { name: /Demo Store/ })
      .click();
    await visible(currentProfile().getByText("Demo Store US"));
    expect(await stored("current-profile")).toBe("21");
  });

  it("falls back by the selection rules when the stored account or profile is gone", async () => {
    const { page } = browser;
    await withAccounts(page, [store, nordic]);
    await signIn(page);
    await page.goto("/");
    // The picker has chosen by itself first: what is remembered below is not overwritten by it.
    await visible(picker().getByText("Demo Store US"));
    await remember({ "current-account": "10", "current-profile": "999" });
    await page.reload();
    await visible(picker().getByText("Nordic Goods DE"));
    await remember({ "current-account": "99", "current-profile": "32" });
    await page.reload();
    await visible(picker().getByText("Demo Store US"));
    expect(await stored("current-account")).toBe("12");
  });

  it("says 'No Account!' when the current account has no profile", async () => {
    const { page } = browser;
    await withAccounts(page, [bare, store]);
    await signIn(page);
    await page.goto("/");
    await visible(picker().getByText("No Account!"));
    await picker().click();
    await visible(page.getByRole("dialog").getByText("No Account!"));
    await screenshot(page, "account-picker-no-account");
  });

  it("sends a first-time INVALID current account to /settings with the reconnect dialog, once", async () => {
    const { page } = browser;
    await withAccounts(page, [broken, store]);
    await answerApi(page, "/amazon/auth/sign-in", 200, {
      status: "SUCCESS",
      data: { url: "https://www.amazon.com/ap/oa?client_id=skupilot" },
    });
    await page.context().route("https://www.amazon.com/**", (route) => route.fulfill({ body: "consent" }));
    await signIn(page);
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Reconnect your Amazon account" });
    await visible(
      dialog.getByText(
        "There was a problem connecting to your Amazon account, please reconnect your current account!",
      ),
    );
    expect(new URL(page.url()).pathname).toBe("/settings");
    expect(await stored("invalid-account-seen")).toBe("9");
    await visible(picker().getByText("Invalid"));
    await screenshot(page, "reconnect-dialog");

    await dialog.getByRole("button", { name: "Later" }).click();
    await gone(dialog);
    // The page asks for its list once the current profile is known, in the same effects as the redirect's
    // own check: by then a redirect would have happened.
    const listAsked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === "/api/campaigns/41/page",
    );
    await page.goto("/quick-launch");
    await listAsked;
    await visible(page.getByRole("heading", { name: "Quick Launch", level: 1 }));
    expect(new URL(page.url()).pathname).toBe("/quick-launch");

    await page.goto("/settings", { waitUntil: "commit" });
    await page
      .getByRole("listitem", { name: "Garden Supplies" })
      .getByRole("button", { name: "Reconnect" })
      .click();
    await dialog.getByRole("button", { name: "Reconnect" }).click();
    await page.waitForURL("https://www.amazon.com/**");
  });
});
