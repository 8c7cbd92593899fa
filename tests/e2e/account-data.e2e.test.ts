import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { downloadedBytes, screenshot, useBrowser } from "./support/browser";
import { localD1 } from "./support/local-d1";
import { openInApp } from "./support/open-in-app";
import { sellerOverHttp } from "./support/seller-over-http";
import { signInThroughForm, signUpThroughForm } from "./support/users";
import { gone, visible } from "./support/wait";

/** Not the demo seller every other file connects: revoking this one's grants disturbs no other file. */
const AMAZON_SELLER = "alder-finch@example.com";

type Grant = { clientId: string; status: "ACTIVE" | "REVOKED" };

const grantsOf = async (email: string) => {
  const response = await fetch(`${inject("sandboxUrl")}/_sandbox/grants?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { grants: Grant[] }).grants;
};

/** A fresh seller who connected AMAZON_SELLER on the sandbox's consent page, first import done. */
async function sellerConnectedTo(page: Page) {
  const seller = await signUpThroughForm(page);
  await page.getByRole("button", { name: "Connect account" }).click();
  await page.waitForURL((url) => url.pathname === "/ap/oa");
  await page.getByLabel("Simulated seller giving consent").selectOption(AMAZON_SELLER);
  await page.getByRole("button", { name: "Allow" }).click();
  await visible(
    page.getByTestId("toast").filter({ hasText: "Your Amazon account is connected successfully" }),
    30_000,
  );
  const synced = () =>
    page.evaluate(async () => {
      const answer = (await (await fetch("/api/sync/status")).json()) as { data: { state: string }[] };
      return answer.data.length > 0 && answer.data.every((row) => row.state === "SUCCEEDED");
    });
  await expect.poll(synced, { timeout: 60_000, interval: 500 }).toBe(true);
  return seller;
}

describe("a seller's data: export and account deletion", () => {
  const browser = useBrowser();

  it("downloads the seller's data as a zip, deletes the account, and Amazon's grant can be removed", async () => {
    const { page } = browser;
    const seller = await sellerConnectedTo(page);
    const [userId] = (
      await localD1<{ id: string }>(`select id from users where email = '${seller.email}'`)
    ).map((row) => row.id);
    expect((await grantsOf(AMAZON_SELLER)).some((grant) => grant.status === "ACTIVE")).toBe(true);

    await openInApp(page, "/settings#profile");
    await visible(page.getByRole("heading", { name: "Your data" }));
    await screenshot(page, "settings-profile-your-data");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^skupilot-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await downloadedBytes(download)));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "README.txt",
        "json/users.json",
        "csv/users.csv",
        "json/amazon_profiles.json",
        "csv/sp_campaigns.csv",
      ]),
    );
    const users = JSON.parse(strFromU8(files["json/users.json"] as Uint8Array));
    expect(users).toEqual([expect.objectContaining({ id: userId, email: seller.email })]);
    expect(JSON.parse(strFromU8(files["json/sp_campaigns.json"] as Uint8Array)).length).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete account" });
    await visible(dialog.getByText("This permanently deletes your Skupilot account"));
    await screenshot(page, "delete-account-dialog");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await visible(dialog.getByText("Enter your password to confirm"));
    await dialog.getByLabel("Password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await visible(dialog.getByText("The password is not correct"));
    await dialog.getByLabel("Password").fill(seller.password);
    await dialog.getByRole("button", { name: "Delete account" }).click();

    await visible(page.getByRole("heading", { name: "Sign in to Skupilot" }), 30_000);
    const notice = page.getByTestId("account-deleted");
    await visible(notice.getByText("Your account has been deleted"));
    // The deletion also closed this tab's channel (its session ended): the notice says what was done, not that.
    expect(await page.getByTestId("session-ended").count()).toBe(0);
    await screenshot(page, "account-deleted-notice");
    expect(await localD1(`select 1 from users where id = '${userId}'`)).toEqual([]);
    expect(await localD1(`select 1 from amazon_accounts where user_id = '${userId}'`)).toEqual([]);

    // Login with Amazon has no revoke endpoint: the seller removes Skupilot on Amazon's own page.
    await notice.getByRole("link", { name: "Amazon's Apps & Websites page" }).click();
    await page.waitForURL((url) => url.pathname === "/ap/adam");
    await page.getByLabel("Simulated seller signed in").selectOption(AMAZON_SELLER);
    await page.getByRole("button", { name: "Remove Skupilot" }).click();
    await visible(page.getByText("You removed Skupilot"));
    await screenshot(page, "sandbox-amazon-apps-removed");
    const grants = await grantsOf(AMAZON_SELLER);
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.filter((grant) => grant.status === "ACTIVE")).toEqual([]);

    await signInThroughForm(page, seller.email, seller.password);
    await visible(page.getByText("Incorrect e-mail or password."));
  }, 300_000);

  it("shows the data section and the confirmation at phone width", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await sellerOverHttp(page);
    await page.goto("/settings#profile");
    await visible(page.getByRole("heading", { name: "Delete account" }));
    await screenshot(page, "settings-profile-your-data-phone");
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete account" });
    await visible(dialog.getByLabel("Password"));
    await screenshot(page, "delete-account-dialog-phone");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await gone(dialog);
  });
});
