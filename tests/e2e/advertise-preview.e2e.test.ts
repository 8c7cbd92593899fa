import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdvertisedSku } from "../../worker/contracts/advertised-skus/advertised-sku";
import type { AdvertiseResult } from "../../worker/contracts/advertised-skus/sku-structure";
import {
  addAdvertisedSku,
  advertiseFromCard,
  currentProfileId,
  readAdvertisedSku,
} from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { sharedDemoSellerSession } from "./support/demo-seller-session";
import { openScreen } from "./support/open-screen";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { toast } from "./support/ui";
import { gone, visible } from "./support/wait";

/** The SKU's campaigns on the sandbox's Amazon, by name, through the product's own campaign search. */
const campaignsOnAmazon = (page: Page, profileId: number, sku: string) =>
  page.evaluate(
    async ({ profile, name }) => {
      const url = `/api/amazon/campaigns/${profile}?name=${encodeURIComponent(name)}&limit=10`;
      const answer = (await (await fetch(url)).json()) as { data: { campaigns: { name: string }[] } };
      return answer.data.campaigns
        .map((campaign) => campaign.name)
        .filter((found) => found.startsWith(`${name} · `));
    },
    { profile: profileId, name: sku },
  );

describe("Advertise shows what it will do before doing it (issue 29, item 9)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSellerSession();
  // One SKU for the file: the failed preview creates nothing, and the SKU is then advertised.
  let added: AdvertisedSku | undefined;
  const skuOf = async (page: Page, profileId: number) => {
    added ??= await addAdvertisedSku(page, profileId);
    return added;
  };

  it(
    "says so when the preview cannot be read, and Confirm stays off",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await skuOf(page, profileId);
      await page.route(`**/api/campaigns/${profileId}/auto/${sku.id}/preview`, (route) =>
        route.fulfill({
          status: 502,
          contentType: "application/json",
          body: JSON.stringify({ status: "ERROR", data: { code: 1008, message: "Amazon did not answer" } }),
        }),
      );
      await openScreen(page, `/advertised-sku/${sku.id}`);
      await page
        .getByRole("article", { name: `Product ${sku.sku}` })
        .getByRole("button", { name: "Advertise" })
        .click();
      const dialog = page.getByRole("dialog", { name: `Advertise ${sku.sku}` });
      await visible(dialog.getByRole("alert"));
      await visible(dialog.getByText("We couldn't load this"));
      expect(await dialog.getByRole("button", { name: "Confirm" }).isDisabled()).toBe(true);
      await screenshot(page, "advertise-preview-error");
    },
    CONNECT_TIMEOUT,
  );

  it(
    "opens a preview of the campaigns, budgets, bids and first runs; nothing is created until Confirm, which launches",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await skuOf(page, profileId);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/advertised-sku/${sku.id}`);
      const card = page.getByRole("article", { name: `Product ${sku.sku}` });
      await visible(card);

      // Set a target so the preview says what bid optimisation will do first.
      const bids = page.getByRole("form", { name: "Bid optimization" });
      await bids.getByLabel("Target ACOS", { exact: true }).fill("25");
      await bids.getByRole("button", { name: "Apply Changes" }).click();
      await visible(toast(page, "SKU was updated"));

      await card.getByRole("button", { name: "Advertise" }).click();
      const dialog = page.getByRole("dialog", { name: `Advertise ${sku.sku}` });
      await visible(dialog);
      const campaigns = dialog.getByRole("region", { name: "Campaigns" });
      for (const label of ["Auto", "Keywords (manual)", "Product targets (manual)"])
        await visible(campaigns.getByRole("listitem", { name: `${sku.sku} · ${label}` }));
      await visible(dialog.getByText(/Max daily budget \$10\.00: the campaigns' daily budgets add up to/));
      await visible(dialog.getByText("Default bid $0.85").first());
      await visible(dialog.getByText("Close match $0.85"));
      const firstRuns = dialog.getByRole("region", { name: "What the first runs change" });
      await visible(
        firstRuns.getByText(/^Bid optimisation toward 25 % ACOS \(ROAS 4\.00\) only raises bids until/),
      );
      await screenshot(page, "advertise-preview-1440");

      // Nothing is built while the preview is open, nor after Cancel.
      expect(await campaignsOnAmazon(page, profileId, sku.sku)).toEqual([]);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await gone(dialog);
      expect(await campaignsOnAmazon(page, profileId, sku.sku)).toEqual([]);
      expect((await readAdvertisedSku(page, profileId, sku.id)).isAdvertised).toBe(false);
      await visible(card.getByText("Not Advertised", { exact: true }));

      // At a phone's width the preview reads in one column.
      await page.setViewportSize({ width: 390, height: 844 });
      await card.getByRole("button", { name: "Advertise" }).click();
      await visible(dialog.getByRole("button", { name: "Confirm" }));
      await visible(campaigns.getByRole("listitem", { name: `${sku.sku} · Auto` }));
      await screenshot(page, "advertise-preview-390");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await gone(dialog);
      await page.setViewportSize({ width: 1440, height: 900 });

      // Confirm launches through the existing POST.
      const advertised = page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/api/campaigns/${profileId}/auto/${sku.id}`,
      );
      await advertiseFromCard(page, sku);
      const { data: structure } = (await (await advertised).json()) as { data: AdvertiseResult };
      await visible(toast(page, "The advertising has been started"), 60_000);
      await gone(dialog);
      await visible(card.getByText("Advertised", { exact: true }));
      expect(structure.campaigns.map((campaign) => campaign.name).sort()).toEqual(
        [
          `${sku.sku} · Auto`,
          `${sku.sku} · Keywords (manual)`,
          `${sku.sku} · Product targets (manual)`,
        ].sort(),
      );
      await expect
        .poll(async () => (await campaignsOnAmazon(page, profileId, sku.sku)).length, { timeout: 15_000 })
        .toBe(3);
    },
    CONNECT_TIMEOUT,
  );
});
