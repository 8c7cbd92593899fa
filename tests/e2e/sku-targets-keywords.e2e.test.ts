import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { MarketplaceProduct } from "../../worker/contracts/advertised-skus/advertised-sku";
import type { KeywordTargetPage } from "../../worker/contracts/sku-targets/sku-targets";
import { addAdvertisedSku, currentProfileId, readAdvertisedSku } from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { openScreen } from "./support/open-screen";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { flip, toast } from "./support/ui";
import { visible } from "./support/wait";

/** Clicks a switch through its label, as a user does (the input itself is hidden). */

/** Another product of the seller's catalog: its ASIN is something to target. */
const otherCatalogAsin = (page: Page, profileId: number, own: string) =>
  page.evaluate(
    async ({ profile, skip }) => {
      const answer = (await (await fetch(`/api/amazon/search/${profile}?limit=10`)).json()) as {
        data: { products: MarketplaceProduct[] };
      };
      return answer.data.products.find((product) => product.asin !== skip)?.asin as string;
    },
    { profile: profileId, skip: own },
  );

const keywordsOf = (page: Page, profileId: number, skuId: number, q: string) =>
  page.evaluate(
    async ({ profile, id, text }) =>
      (
        (await (
          await fetch(`/api/keywords/${profile}/${id}?q=${encodeURIComponent(text)}&limit=10`)
        ).json()) as {
          data: KeywordTargetPage;
        }
      ).data.keywords,
    { profile: profileId, id: skuId, text: q },
  );

describe("ASIN Targets, Keywords and Boost Keywords on the sandbox demo seller (spec 001 §2, §4, §5, §7, §8)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "lists keyword recommendations, saves a custom keyword, boosts it (an invalid then a valid max bid) and creates ASIN targets",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await addAdvertisedSku(page, profileId);
      // Advertise, as the page's button does: targets and keywords need an advertised SKU.
      const advertised = await page.evaluate(
        async ({ profile, id }) =>
          (await fetch(`/api/campaigns/${profile}/auto/${id}`, { method: "POST" })).status,
        { profile: profileId, id: sku.id },
      );
      expect(advertised).toBe(200);
      await openScreen(page, `/advertised-sku/${sku.id}`);
      await visible(page.getByRole("article", { name: `Product ${sku.sku}` }));

      // Keywords: Amazon's recommendations for the SKU.
      const keywordsTrigger = page.getByRole("button", { name: /^Keywords\s*\d*$/ });
      const countBefore = (await readAdvertisedSku(page, profileId, sku.id)).keywordTargetsCount;
      expect(await keywordsTrigger.innerText()).toMatch(new RegExp(`Keywords\\s*${countBefore}`));
      await keywordsTrigger.click();
      const recommended = page.getByRole("table", { name: "Recommended keywords" });
      await visible(recommended.getByRole("row").nth(1), 20_000);
      expect(await recommended.getByRole("row").count()).toBeGreaterThan(1);
      await screenshot(page, "sku-keywords-recommended-sandbox");

      // A custom keyword: checked, then saved (exact match on the SKU's keyword campaign).
      const custom = page.getByRole("form", { name: "Custom keyword" });
      const text = custom.getByLabel("Custom keyword");
      await text.fill("k".repeat(101));
      await custom.getByRole("button", { name: "Add" }).click();
      await visible(custom.getByText("Max length - 100 characters", { exact: true }));
      const keywordText = `skupilot test ${Date.now() % 100000}`;
      await text.fill(keywordText);
      await custom.getByRole("button", { name: "Add" }).click();
      await visible(toast(page, "Keyword was saved"), 20_000);
      const table = page.getByRole("table", { name: "Keywords" });
      await visible(table.getByText(keywordText, { exact: true }), 15_000);
      const [saved] = await keywordsOf(page, profileId, sku.id, keywordText);
      expect(saved).toMatchObject({ keywordText, state: "ENABLED", isBoosted: false });
      await expect
        .poll(() => keywordsTrigger.innerText())
        .toMatch(new RegExp(`Keywords\\s*${countBefore + 1}`));
      await screenshot(page, "sku-keywords-saved-sandbox");

      // Boost: the max bid must be above the current bid; then the boost starts.
      await page.getByRole("button", { name: /^Boost Keywords\s*\d*$/ }).click();
      const boostTable = page.getByRole("table", { name: "Boost keywords" });
      await page.getByLabel("Search boost keywords").fill(keywordText);
      const name = `${keywordText} (${saved?.matchType === "EXACT" ? "Exact" : saved?.matchType === "PHRASE" ? "Phrase" : "Broad"})`;
      const boostSwitch = boostTable.getByRole("checkbox", { name: `Boost ${name}`, exact: true });
      await visible(boostSwitch.locator("xpath=ancestor::label[1]"), 15_000);
      await flip(boostSwitch);
      const boostForm = page.getByRole("form", { name: "Boost", exact: true });
      const maxBid = boostForm.getByLabel("Max bid", { exact: true });
      // The keyword bids at its ad group's default: the server knows it and refuses a max bid not above.
      // Submitted with Enter, as the SKU panels' other popover forms are (a click was once taken unsubmitted).
      await maxBid.fill("0.03");
      await maxBid.press("Enter");
      await visible(
        boostForm.getByText("The max bit can't be less or equal than to the current bit", { exact: true }),
      );
      await maxBid.fill("0.02");
      await maxBid.press("Enter");
      await visible(boostForm.getByText("Min value - $0.03", { exact: true }));
      await screenshot(page, "sku-boost-invalid-sandbox");
      const boostMaxBid = 9.5;
      await maxBid.fill(boostMaxBid.toFixed(2));
      await maxBid.press("Enter");
      await visible(toast(page, "Keyword was boosted"), 20_000);
      await expect
        .poll(async () => (await keywordsOf(page, profileId, sku.id, keywordText))[0])
        .toMatchObject({ isBoosted: true, boostMaxBid });
      // Boosted, the keyword's own switch is locked once the table has asked for its keywords again.
      const stateSwitch = table.getByRole("checkbox", { name: `State of ${name}`, exact: true });
      await expect.poll(() => stateSwitch.isDisabled()).toBe(true);
      await screenshot(page, "sku-boost-started-sandbox");

      // ASIN Targets: look another catalog product up (typed in lower case) and create it.
      const asinTrigger = page.getByRole("button", { name: /^ASIN Targets\s*\d*$/ });
      await asinTrigger.click();
      const asin = await otherCatalogAsin(page, profileId, sku.asin);
      const lookup = page.getByRole("form", { name: "ASIN search" });
      await lookup.getByLabel("ASIN").fill(asin.toLowerCase());
      expect(await lookup.getByLabel("ASIN").inputValue()).toBe(asin);
      await lookup.getByRole("button", { name: "Search" }).click();
      const card = page.getByRole("group", { name: `ASIN ${asin}` });
      await card.getByRole("button", { name: "Create ASIN Target" }).click({ timeout: 20_000 });
      await visible(toast(page, "ASIN was created"), 20_000);
      await visible(card.getByText("Added", { exact: true }), 15_000);
      const targets = page.getByRole("table", { name: "ASIN targets" });
      await visible(targets.getByRole("link", { name: asin }), 15_000);

      // And a recommended one: Select → Selected → Add selected.
      const recommendedAsins = page.getByRole("table", { name: "Recommended ASINs" });
      const select = recommendedAsins.getByRole("button", { name: /^Select B/ }).first();
      await visible(select, 20_000);
      const picked = ((await select.getAttribute("aria-label")) ?? "").replace("Select ", "");
      await select.click();
      await visible(recommendedAsins.getByRole("button", { name: `Selected ${picked}` }));
      await page.getByRole("button", { name: "Add selected (1)" }).click();
      await visible(toast(page, "ASIN was created"), 20_000);
      await visible(targets.getByRole("link", { name: picked }), 15_000);
      await expect
        .poll(async () => (await readAdvertisedSku(page, profileId, sku.id)).asinTargetsCount)
        .toBeGreaterThanOrEqual(2);
      await screenshot(page, "sku-targets-created-sandbox");
    },
    CONNECT_TIMEOUT * 2,
  );
});
