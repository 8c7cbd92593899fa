import { describe, expect, it } from "vitest";
import type { AdvertiseResult } from "../../worker/contracts/advertised-skus/sku-structure";
import {
  addAdvertisedSku,
  advertiseFromCard,
  currentProfileId,
  readAdvertisedSku,
} from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { openInApp } from "./support/open-in-app";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { toast } from "./support/ui";
import { gone, visible } from "./support/wait";

describe("Product Details: brand, competitors, Advertise and Stop on the sandbox demo seller (spec 001 §2, §7, §8)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "checks and saves the brand and competitors, advertises, launches them and stops (campaigns paused on Amazon)",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await addAdvertisedSku(page, profileId);
      await page.goto(`/advertised-sku/${sku.id}`);
      const card = page.getByRole("article", { name: `Product ${sku.sku}` });
      await visible(card);

      // Brand: editable while not advertised; no Launch Brand before the SKU is advertised.
      await page.getByRole("button", { name: "Brand", exact: true }).click();
      const brand = page.getByRole("form", { name: "Brand" });
      await visible(brand);
      await visible(brand.locator("..").getByText("Not Advertised", { exact: true }));
      expect(await brand.getByRole("button", { name: "Launch Brand" }).count()).toBe(0);
      const brandName = brand.getByLabel("Brand name");
      const updateBrand = brand.getByRole("button", { name: "Update" });
      for (const [value, message] of [
        ["", "Required"],
        ["ab", "Min length - 3 characters"],
        ["x".repeat(26), "Max length - 25 characters"],
      ] as const) {
        await brandName.fill(value);
        await updateBrand.click();
        await visible(brand.getByText(message, { exact: true }));
      }
      await brandName.fill("Northwind Tested");
      await updateBrand.click();
      await visible(toast(page, "SKU was updated"));
      await expect
        .poll(async () => (await readAdvertisedSku(page, profileId, sku.id)).brand)
        .toBe("Northwind Tested");

      // Competitors: add (checked), rename, delete; Launch waits for the SKU to be advertised.
      const competitorsTrigger = page.getByRole("button", { name: /^Competitors/ });
      expect(await competitorsTrigger.innerText()).toMatch(/Competitors\s*0/);
      await competitorsTrigger.click();
      const add = page.getByRole("form", { name: "Add competitor" });
      const addName = add.getByLabel("Competitor name");
      await add.getByRole("button", { name: "Add" }).click();
      await visible(add.getByText("Required", { exact: true }));
      await addName.fill("ab");
      await add.getByRole("button", { name: "Add" }).click();
      await visible(add.getByText("Min length - 3 characters"));
      await addName.fill("y".repeat(26));
      await add.getByRole("button", { name: "Add" }).click();
      await visible(add.getByText("Max length - 25 characters"));
      await addName.fill("Rival One");
      await add.getByRole("button", { name: "Add" }).click();
      await visible(toast(page, "Competitor was added"));
      const table = page.getByRole("table", { name: "Competitors" });
      const row = (name: string) => table.getByRole("row", { name });
      await visible(row("Rival One"));
      expect(await addName.inputValue()).toBe("");
      await expect.poll(() => competitorsTrigger.innerText()).toMatch(/Competitors\s*1/);
      expect(await row("Rival One").getByRole("button", { name: "Launch" }).isDisabled()).toBe(true);

      // A rename is checked like an add.
      await row("Rival One").getByLabel("Competitor name").fill("Ri");
      await row("Rival One").getByRole("button", { name: "Update" }).click();
      await visible(row("Rival One").getByText("Min length - 3 characters"));
      await row("Rival One").getByLabel("Competitor name").fill("Rival Prime");
      await row("Rival One").getByRole("button", { name: "Update" }).click();
      await visible(toast(page, "Competitor name was updated"));
      await visible(row("Rival Prime"));

      await addName.fill("Rival Two");
      await add.getByRole("button", { name: "Add" }).click();
      await visible(row("Rival Two"));
      await row("Rival Two").getByRole("button", { name: "Delete" }).click();
      await visible(toast(page, "Competitor was deleted"));
      await gone(row("Rival Two"));

      // Advertise builds and starts the SKU's campaigns.
      const advertised = page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/api/campaigns/${profileId}/auto/${sku.id}`,
      );
      await advertiseFromCard(page, sku);
      const { data: structure } = (await (await advertised).json()) as { data: AdvertiseResult };
      await visible(toast(page, "The advertising has been started"));
      await visible(card.getByText("Advertised", { exact: true }));
      expect(await card.getByRole("button", { name: "Advertise" }).isDisabled()).toBe(true);
      expect(await card.getByRole("button", { name: "Stop" }).isEnabled()).toBe(true);
      expect(structure.campaigns.length).toBeGreaterThan(0);

      // Now the brand and the competitor can be launched, once.
      await brand.getByRole("button", { name: "Launch Brand" }).click();
      await visible(brand.locator("..").getByText("Advertised", { exact: true }));
      expect((await readAdvertisedSku(page, profileId, sku.id)).isBrandAdvertised).toBe(true);
      await gone(brand.getByRole("button", { name: "Launch Brand" }));
      expect(await brandName.isDisabled()).toBe(true);
      expect(await updateBrand.isDisabled()).toBe(true);

      await row("Rival Prime").getByRole("button", { name: "Launch" }).click();
      await visible(toast(page, "Competitor was updated"));
      await visible(row("Rival Prime").getByText("Advertised", { exact: true }));
      expect(await row("Rival Prime").getByRole("button", { name: "Launch" }).count()).toBe(0);
      expect(await row("Rival Prime").getByRole("button", { name: "Update" }).isDisabled()).toBe(true);
      expect(await row("Rival Prime").getByRole("button", { name: "Delete" }).isDisabled()).toBe(true);
      await screenshot(page, "advertised-sku-details-advertised");
      // The other teams' panels open inside the Optional column.
      await page.getByRole("button", { name: /^ASIN Targets/ }).click();
      await page.getByRole("button", { name: /^Keywords/ }).click();
      await page.waitForLoadState("networkidle");
      await screenshot(page, "advertised-sku-details-panels");

      // The Quick Launch list shows every campaign built for the SKU.
      await openInApp(page, "/quick-launch");
      for (const campaign of structure.campaigns) {
        await page.getByLabel("Search campaigns").fill(campaign.name);
        await visible(
          page.getByRole("table", { name: "Quick Launch" }).getByRole("link", { name: campaign.name }),
          15_000,
        );
      }

      // Stop asks first, then pauses every campaign on Amazon.
      await openInApp(page, `/advertised-sku/${sku.id}`);
      await card.getByRole("button", { name: "Stop" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Stop advertising" });
      await visible(confirm.getByText("Are you sure you want to stop advertising?"));
      await screenshot(page, "advertised-sku-details-stop");
      await confirm.getByRole("button", { name: "Stop" }).click();
      await visible(toast(page, "The advertising has been stopped"));
      await visible(card.getByText("Not Advertised", { exact: true }));
      expect(await card.getByRole("button", { name: "Advertise" }).isEnabled()).toBe(true);
      expect(await card.getByRole("button", { name: "Stop" }).isDisabled()).toBe(true);
      const amazonStates = () =>
        page.evaluate(
          async ({ profile, names }) => {
            const states: string[] = [];
            for (const name of names) {
              const url = `/api/amazon/campaigns/${profile}?name=${encodeURIComponent(name)}&limit=10`;
              const answer = (await (await fetch(url)).json()) as {
                data: { campaigns: { name: string; state: string }[] };
              };
              states.push(answer.data.campaigns.find((item) => item.name === name)?.state ?? "MISSING");
            }
            return states;
          },
          { profile: profileId, names: structure.campaigns.map((item) => item.name) },
        );
      await expect.poll(amazonStates, { timeout: 15_000 }).toEqual(structure.campaigns.map(() => "PAUSED"));
    },
    CONNECT_TIMEOUT,
  );
});
