import { describe, expect, it } from "vitest";
import { accountFixtures, answerApi, withAccounts } from "./support/api-overrides";
import { screenshot, useBrowser } from "./support/browser";
import { sharedSellerOverHttp } from "./support/seller-over-http";
import { gone, visible } from "./support/wait";

const { store, nordic, broken } = accountFixtures;
const ok = (data: unknown) => ({ status: "SUCCESS", data });

describe("Manage Accounts (settings, 'Amazon Accounts')", () => {
  const browser = useBrowser();
  // One seller for the file: every account on these screens is answered.
  const signIn = sharedSellerOverHttp();
  const rows = () => browser.page.getByTestId("connected-account");
  const answerDisconnect = (tokenId: number, namesWithError: string[]) =>
    answerApi(
      browser.page,
      `/users/connected-amazon-accounts/${tokenId}`,
      200,
      ok({ namesWithError, token: { name: store.profileName, email: store.profileEmail } }),
    );

  it("lists the accounts newest first with e-mail, state label, token id and connection date", async () => {
    const { page } = browser;
    await answerApi(page, "/amazon/profiles", 200, ok([store, nordic, broken]));
    await answerApi(page, "/users/connected-amazon-accounts", 200, ok([broken, store, nordic]));
    await signIn(page);
    await page.goto("/settings");
    await visible(rows());
    expect(await rows().allInnerTexts()).toEqual([
      expect.stringMatching(
        /Demo Store\s+store@example\.com\s+Valid\s+Token ID\s+12\s+Connected on\s+05 Oct, 2026/,
      ),
      expect.stringMatching(
        /Nordic Goods\s+ads@nordic\.example\s+Valid\s+Token ID\s+10\s+Connected on\s+14 Sep, 2026/,
      ),
      expect.stringMatching(
        /Garden Supplies\s+garden@example\.com\s+Invalid\s+Token ID\s+9\s+Connected on\s+01 Aug, 2026/,
      ),
    ]);
    await visible(page.getByRole("button", { name: "Connect Account" }));
    for (const name of ["Demo Store", "Nordic Goods", "Garden Supplies"]) {
      await visible(page.getByRole("button", { name: `Disconnect ${name}` }));
    }
    await screenshot(page, "manage-accounts");
  });

  it("says so when no account is connected, and 'Connect Account' goes to Login with Amazon", async () => {
    const { page } = browser;
    await answerApi(page, "/amazon/auth/sign-in", 200, ok({ url: "https://www.amazon.com/ap/oa?x=1" }));
    await page.context().route("https://www.amazon.com/**", (route) => route.fulfill({ body: "consent" }));
    await signIn(page);
    await page.goto("/settings");
    await visible(page.getByText("You do not have any connected accounts"));
    await screenshot(page, "manage-accounts-empty");
    await page.getByRole("button", { name: "Connect Account" }).click();
    await page.waitForURL("https://www.amazon.com/**");
  });

  it("disconnects after confirmation: toast, row gone, the first remaining account becomes current", async () => {
    const { page } = browser;
    await withAccounts(page, [store, nordic]);
    await answerDisconnect(store.tokenId, []);
    await signIn(page);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Disconnect Demo Store" }).click();

    const dialog = page.getByRole("alertdialog", { name: "Disconnect account" });
    await visible(dialog.getByText("Do you really want to disconnect the account Demo Store?"));
    await visible(dialog.getByText(/not deleted automatically/));
    await screenshot(page, "disconnect-confirmation");
    await dialog.getByRole("button", { name: "Disconnect" }).click();

    await visible(page.getByTestId("toast").filter({ hasText: "Account was successfully disconnected" }));
    await gone(dialog);
    await gone(page.getByRole("button", { name: "Disconnect Demo Store" }));
    expect(await rows().count()).toBe(1);
    await visible(page.getByTestId("account-picker").getByText("Nordic Goods DE"));
    expect(new URL(page.url()).pathname).toBe("/settings");
  });

  it("names the campaigns it could not pause and, with no account left, goes home", async () => {
    const { page } = browser;
    await withAccounts(page, [store]);
    await answerDisconnect(store.tokenId, ["Spring Sale - Auto", "Brand Defense"]);
    await signIn(page);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Disconnect Demo Store" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();

    const dialog = page.getByRole("dialog", { name: "Account disconnected" });
    await visible(dialog.getByText(/The account Demo Store was disconnected/));
    expect(await dialog.getByRole("listitem").allInnerTexts()).toEqual([
      "Spring Sale - Auto",
      "Brand Defense",
    ]);
    const console = dialog.getByRole("link", { name: /Amazon Advertising console/ });
    expect(await console.getAttribute("href")).toBe("https://advertising.amazon.com/");
    expect(new URL(page.url()).pathname).toBe("/");
    await screenshot(page, "partial-disconnect");

    await dialog.getByRole("button", { name: "Got it" }).click();
    await visible(page.getByRole("button", { name: "Connect account" }));
    expect(await page.getByTestId("account-picker").count()).toBe(0);
  });
});
