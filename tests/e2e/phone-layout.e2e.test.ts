import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addAdvertisedSku, currentProfileId } from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { managedCampaigns, markManagedCampaigns } from "./support/demo-seller";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

const PHONE = { width: 390, height: 844 };

type Screen = { path: string; heading: string; name: string };

/** How far the page reaches past the window's right edge, in pixels. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("the signed-in screens on a phone", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it("signing in and up fit the phone's width too", async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Sign in to Skupilot" }));
    await screenshot(page, "phone-sign-in");
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.goto("/sign-up");
    await visible(page.getByRole("heading", { name: "Create your account" }));
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it(
    "fit the phone's width: wide tables scroll inside their own box, never the whole page sideways",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      await markManagedCampaigns(seller.email, { limit: 3 });
      const [campaign] = await managedCampaigns(seller.email);
      if (!campaign) throw new Error("the demo seller has no campaign to manage");
      const sku = await addAdvertisedSku(page, await currentProfileId(page));
      const screens: Screen[] = [
        { path: "/", heading: "Dashboard", name: "dashboard" },
        { path: "/quick-launch", heading: "Quick Launch", name: "quick-launch" },
        { path: `/campaign/${campaign.campaign_id}`, heading: campaign.name, name: "campaign" },
        { path: "/migrated-campaigns", heading: "Migrated Campaigns", name: "migrated-campaigns" },
        { path: "/advertised-sku", heading: "Advertised SKUs", name: "advertised-skus" },
        { path: `/advertised-sku/${sku.id}`, heading: "Product Details", name: "product-details" },
        { path: "/analytics", heading: "Analytics", name: "analytics" },
        { path: "/settings", heading: "Settings", name: "settings" },
      ];

      await page.setViewportSize(PHONE);
      const overflows: Record<string, number> = {};
      for (const screen of screens) {
        await page.goto(screen.path);
        await visible(page.getByRole("heading", { name: screen.heading, level: 1 }));
        await page.waitForLoadState("networkidle");
        await screenshot(page, `phone-${screen.name}`);
        overflows[screen.name] = await sidewaysOverflow(page);
      }
      expect(overflows).toEqual(Object.fromEntries(screens.map((screen) => [screen.name, 0])));

      // A dialog fits the window too: the Products results with their inline forms.
      await page.goto("/advertised-sku");
      await page.getByRole("button", { name: "Add Products" }).click();
      const dialog = page.getByRole("dialog", { name: "Products" });
      await visible(dialog.getByRole("button", { name: "Add" }), 15_000);
      await screenshot(page, "phone-products-dialog");
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    },
    CONNECT_TIMEOUT,
  );
});
