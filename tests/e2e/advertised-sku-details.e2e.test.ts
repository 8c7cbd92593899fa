import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addAdvertisedSku, currentProfileId, readAdvertisedSku } from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** Fills a form's fields by label, submits it with its button, and waits for the toast or the messages. */
async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
}

describe("Product Details on the sandbox demo seller (spec 001 §2, §4, §5, §8)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "shows the product card and checks and saves the Required forms",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await addAdvertisedSku(page, profileId);

      await page.goto(`/advertised-sku/${sku.id}`);
      await visible(page.getByRole("heading", { name: "Product Details", level: 1 }));
      expect(await page.getByRole("link", { name: "Back to Advertised SKUs" }).getAttribute("href")).toBe(
        "/advertised-sku",
      );
      const crumbs = page.getByRole("navigation", { name: /breadcrumb/i });
      await visible(crumbs.getByRole("link", { name: "Quick Launch" }));
      await visible(crumbs.getByRole("link", { name: "Advertised SKUs" }));
      await visible(crumbs.getByText(sku.sku, { exact: true }));

      const card = page.getByRole("article", { name: `Product ${sku.sku}` });
      const asin = card.getByRole("link", { name: sku.asin });
      expect(await asin.getAttribute("href")).toBe(sku.url);
      expect(await asin.getAttribute("target")).toBe("_blank");
      await visible(card.getByText(sku.sku, { exact: true }));
      await visible(card.getByText("Not Advertised", { exact: true }));
      // Not advertised yet: Advertise is the one to press, Stop has nothing to stop.
      expect(await card.getByRole("button", { name: "Advertise" }).isEnabled()).toBe(true);
      expect(await card.getByRole("button", { name: "Stop" }).isDisabled()).toBe(true);

      // Required: Bid optimization shows the stored bids and checks spec 001 §5.
      await visible(page.getByRole("heading", { name: "Required", level: 2 }));
      await visible(page.getByText("Set a target ACOS%, minimum and maximum bids"));
      const bids = page.getByRole("form", { name: "Bid optimization" });
      expect(await bids.getByLabel("Min Bid ($)").inputValue()).toBe("0.2");
      expect(await bids.getByLabel("Max Bid ($)").inputValue()).toBe("1.5");
      const apply = bids.getByRole("button", { name: "Apply Changes" });
      await fill(bids, { "Target ACOS (%)": "0" });
      await apply.click();
      await visible(bids.getByText("Min value - 1%"));
      await fill(bids, { "Target ACOS (%)": "101" });
      await apply.click();
      await visible(bids.getByText("Max value - 100%"));
      await fill(bids, { "Target ACOS (%)": "25", "Min Bid ($)": "2", "Max Bid ($)": "1" });
      await apply.click();
      await visible(bids.getByText("The max bid can't be lower than the min bid"));
      await fill(bids, { "Min Bid ($)": "0.3", "Max Bid ($)": "1.2" });
      await apply.click();
      await visible(toast(page, "SKU was updated"));
      expect((await readAdvertisedSku(page, profileId, sku.id)).bidOptimization).toEqual({
        bidMin: 0.3,
        bidMax: 1.2,
        targetAcos: 25,
      });

      // The budget form: the inline rule and an update; it shows the bids just applied.
      const budget = page.getByRole("form", { name: "Budget and bids" });
      await expect.poll(() => budget.getByLabel("Min Bid ($)").inputValue()).toBe("0.3");
      await fill(budget, { "Max budget ($)": "0.5" });
      await budget.getByRole("button", { name: "Update" }).click();
      await visible(budget.getByText("Min value - $1.0"));
      await fill(budget, { "Max budget ($)": "25" });
      await budget.getByRole("button", { name: "Update" }).click();
      await expect
        .poll(async () => (await readAdvertisedSku(page, profileId, sku.id)).maxDailyBudget)
        .toBe(25);

      // Target ROAS: the current value, then a new one.
      const roas = page.getByRole("region", { name: "Target ROAS" });
      await visible(roas.getByText("Current: -"));
      await roas.getByRole("spinbutton", { name: "Target ROAS" }).fill("3.5");
      await roas.getByRole("button", { name: "Save" }).click();
      await visible(roas.getByText("Current: 3.50X"));
      expect((await readAdvertisedSku(page, profileId, sku.id)).targetRoas).toEqual({ targetRoas: 3.5 });

      await screenshot(page, "advertised-sku-details-required");

      // The page reads the stored values back after a reload.
      await page.reload();
      const reloaded = page.getByRole("form", { name: "Bid optimization" });
      await expect.poll(() => reloaded.getByLabel("Target ACOS (%)").inputValue()).toBe("25");
      expect(
        await page.getByRole("form", { name: "Budget and bids" }).getByLabel("Max budget ($)").inputValue(),
      ).toBe("25");
    },
    CONNECT_TIMEOUT,
  );

  it("shows the server's message for an SKU that is not the seller's", async () => {
    const { page } = browser;
    await signIn(page);
    await page.goto("/advertised-sku/999999999");
    const error = page.getByRole("alert");
    await visible(error.getByText("We couldn't load this"));
    // Code 1006: the server's own words.
    await visible(error.getByText("This SKU is not one of this profile's advertised SKUs."));
    await screenshot(page, "advertised-sku-details-missing");
  });
});
