import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdvertisedSku } from "../../worker/contracts/advertised-skus/advertised-sku";
import type { MarketplaceCampaignPage } from "../../worker/contracts/campaigns/marketplace-campaigns";
import { currentProfileId } from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { apiData } from "./support/campaign-page";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { openPanel } from "./support/sku-panels";
import { gone, visible } from "./support/wait";

/** A JSON request from the page, as the app sends it; answers the HTTP status. */
const send = (page: Page, method: "POST" | "PUT", path: string, body: unknown) =>
  page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { method, path, body },
  );

/** The first not yet added, enabled campaign with an eligible product ad, over Amazon's pages of 10. */
async function campaignToMigrate(page: Page, profileId: number) {
  let cursor = "";
  for (;;) {
    const query = `limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const found = await apiData<MarketplaceCampaignPage>(page, `/api/amazon/campaigns/${profileId}?${query}`);
    for (const campaign of found.campaigns) {
      const ad = campaign.productAds.find((one) => one.metadata.eligibilityStatus === "ELIGIBLE");
      if (!campaign.isAdded && campaign.state === "ENABLED" && ad) return { campaign, ad };
    }
    if (found.next === null) throw new Error("the demo seller has no campaign to migrate");
    cursor = found.next;
  }
}

/** Migrates one product ad through POST /api/campaigns/{profileId}/migrate (spec 000 §3); answers its SKU. */
async function migrateOneProduct(page: Page, profileId: number) {
  const { campaign, ad } = await campaignToMigrate(page, profileId);
  const { metadata } = ad;
  const status = await send(page, "POST", `/api/campaigns/${profileId}/migrate`, {
    amazonCampaignId: campaign.campaignId,
    asin: metadata.asin,
    sku: metadata.sku,
    advertisedSku: {
      brand: metadata.brand,
      title: metadata.title,
      priceToPay: metadata.priceToPay,
      thumbnail: metadata.thumbnail,
      category: metadata.category,
      bidOptimization: { bidMin: 0.1, bidMax: 2 },
      maxDailyBudget: 20,
    },
  });
  expect(status).toBe(200);
  return metadata.sku;
}

describe("harvesting with nowhere to go offers to Advertise, through the preview (issue 29, item 4)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "a SKU advertised only through migrated campaigns, harvesting on: Automation and the panel say so; Advertise opens the preview and Cancel builds nothing",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await migrateOneProduct(page, profileId);
      const list = await apiData<{ advertisedSKUs: Record<number, AdvertisedSku> }>(
        page,
        `/api/advertised-sku/${profileId}/list`,
      );
      const stored = Object.values(list.advertisedSKUs).find((one) => one.sku === sku);
      if (!stored) throw new Error(`${sku} was not stored`);
      expect(stored.advertisingStatus).toBe("ADVERTISED_THROUGH_MIGRATED");
      const harvest = {
        pullWinningFromOtherCampaigns: true,
        addNegativeToOriginalCampaign: true,
        frequency: "DAILY",
        lookBackPeriod: 14,
        ordersMin: 2,
        broadKeywordBidPrice: 0.45,
      };
      expect(
        await send(page, "PUT", `/api/advertised-sku/${profileId}/${stored.id}`, {
          searchTermExpansion: harvest,
        }),
      ).toBe(200);

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/advertised-sku/${stored.id}`);
      const automation = page.getByRole("region", { name: "Automation", exact: true });
      const notice = automation.getByTestId("advertise-notice");
      await visible(notice.getByText("Nothing to harvest into"), 30_000);
      await visible(notice.getByText(/^Search-term expansion has nowhere to add keywords/));
      await notice.scrollIntoViewIfNeeded();
      await screenshot(page, "harvest-nowhere-notice-1440");

      await notice.getByRole("button", { name: "Advertise" }).click();
      const dialog = page.getByRole("dialog", { name: `Advertise ${sku}` });
      await visible(dialog, 30_000);
      await visible(dialog.getByRole("region", { name: "Campaigns" }).getByRole("listitem").first());
      await screenshot(page, "harvest-nowhere-preview-1440");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await gone(dialog);
      const after = await apiData<{ advertisedSKUs: Record<number, AdvertisedSku> }>(
        page,
        `/api/advertised-sku/${profileId}/list`,
      );
      expect(after.advertisedSKUs[stored.id]?.advertisingStatus).toBe("ADVERTISED_THROUGH_MIGRATED");

      await openPanel(page, "Search Term Expansions");
      const panel = page.getByRole("form", { name: "Search Term Expansions" });
      const panelNotice = panel.getByTestId("advertise-notice");
      await visible(panelNotice.getByText("Nothing to harvest into"));
      await visible(panelNotice.getByRole("button", { name: "Advertise" }));
      await screenshot(page, "harvest-nowhere-panel-1440");

      await page.setViewportSize({ width: 390, height: 844 });
      await notice.scrollIntoViewIfNeeded();
      await visible(notice.getByRole("button", { name: "Advertise" }));
      // The notice itself: a phone's full page is too long to read.
      await notice.screenshot({
        path: ".data/screenshots/harvest-nowhere-notice-390.png",
        animations: "disabled",
      });
    },
    CONNECT_TIMEOUT + 120_000,
  );
});
