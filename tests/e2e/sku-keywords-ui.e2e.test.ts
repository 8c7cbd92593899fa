import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdvertisedSku } from "../../worker/contracts/advertised-skus/advertised-sku";
import { atAdLimit } from "./support/ad-limit";
import { addAdvertisedSku, currentProfileId } from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { openScreen } from "./support/open-screen";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { callsTo, expectMessage, openPanel } from "./support/sku-panels";
import { fakeTargetsAndKeywords } from "./support/sku-targets-fake";
import { flip, toast } from "./support/ui";
import { gone, visible } from "./support/wait";

describe("Keywords and Boost Keywords panels on answered lists, and both panels at the ad limit (spec 001 §2–§5, §8)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();
  // One SKU for the file: its panels' lists are answered by the fake, whatever it holds.
  let added: AdvertisedSku | undefined;
  const skuOf = async (page: Page, profileId: number) => {
    added ??= await addAdvertisedSku(page, profileId);
    return added;
  };

  it(
    "Keywords and Boost Keywords: recommendations and their search, custom keyword, the table's locks, boost start and stop",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await skuOf(page, profileId);
      const fake = await fakeTargetsAndKeywords(page, sku, true);
      await openScreen(page, `/advertised-sku/${sku.id}`);
      const trigger = await openPanel(page, "Keywords");
      expect(await trigger.innerText()).toMatch(/Keywords\s*4/);

      // Recommendations with their search volume, then a search by key (3 to 100 characters).
      const recommended = page.getByRole("table", { name: "Recommended keywords" });
      await visible(recommended.getByRole("row", { name: /non slip yoga mat/ }).getByText("5,400"));
      const search = page.getByRole("form", { name: "Keyword search" });
      const key = search.getByLabel("Search by key");
      await expectMessage(search, key, "ab", "Min length - 3 characters");
      await expectMessage(search, key, "k".repeat(101), "Max length - 100 characters");
      await key.fill("cork mat");
      await search.getByRole("button", { name: "Search" }).click();
      await visible(recommended.getByRole("row", { name: /best cork mat/ }));
      expect(callsTo(fake.calls, "POST", /\/recommended$/).at(-1)?.body).toEqual({ key: "cork mat" });
      await recommended.getByRole("button", { name: "Add best cork mat" }).click();
      await visible(toast(page, "Keyword was saved"));
      expect(callsTo(fake.calls, "POST", /^\/keywords\/\d+\/\d+$/).at(-1)?.body).toEqual({
        keywordText: "best cork mat",
      });

      // A custom keyword.
      const custom = page.getByRole("form", { name: "Custom keyword" });
      const text = custom.getByLabel("Custom keyword");
      await expectMessage(custom, text, "", "Required");
      await expectMessage(custom, text, "x".repeat(101), "Max length - 100 characters");
      await text.fill("  eco yoga mat  ");
      await custom.getByRole("button", { name: "Add" }).click();
      await visible(toast(page, "Keyword was saved"));
      expect(callsTo(fake.calls, "POST", /^\/keywords\/\d+\/\d+$/).at(-1)?.body).toEqual({
        keywordText: "eco yoga mat",
      });
      await expect.poll(() => text.inputValue()).toBe("");
      await expect.poll(() => trigger.innerText()).toMatch(/Keywords\s*6/);

      // The table: match types as labels; a boosted keyword is locked; PAUSED can't be edited.
      const table = page.getByRole("table", { name: "Keywords" });
      await visible(table.getByRole("cell", { name: "Exact", exact: true }));
      await visible(table.getByRole("cell", { name: "Broad", exact: true }));
      await visible(table.getByRole("cell", { name: "Phrase", exact: true }));
      const boosted = "yoga mat thick (Broad)";
      expect(
        await table.getByRole("checkbox", { name: `State of ${boosted}`, exact: true }).isDisabled(),
      ).toBe(true);
      expect(
        await table
          .getByRole("checkbox", { name: `Organic search optimization of ${boosted}`, exact: true })
          .isDisabled(),
      ).toBe(true);
      expect(await table.getByRole("button", { name: `Edit bid of ${boosted}` }).count()).toBe(0);
      await visible(table.getByRole("button", { name: "About Boost of yoga mat thick" }));
      expect(await table.getByRole("button", { name: "Edit bid of exercise mat (Phrase)" }).count()).toBe(0);
      expect(
        await table.getByRole("checkbox", { name: "State of gym mat (Broad)", exact: true }).isDisabled(),
      ).toBe(true);

      await flip(
        table.getByRole("checkbox", { name: "Organic search optimization of yoga mat (Exact)", exact: true }),
      );
      await visible(toast(page, "Keyword was updated"));
      expect(callsTo(fake.calls, "PUT", /\/keyword\/k1$/).at(-1)?.body).toEqual({
        organicSearchOptimization: true,
      });
      await gone(page.getByTestId("toast"), 15_000);
      await table.getByRole("button", { name: "Edit bid of yoga mat (Exact)" }).click();
      const bidForm = page.getByRole("form", { name: "Edit bid" });
      await expectMessage(bidForm, bidForm.getByLabel("Bid", { exact: true }), "0.01", "Min value - $0.02");
      await bidForm.getByLabel("Bid", { exact: true }).fill("0.60");
      await bidForm.getByLabel("Bid", { exact: true }).press("Enter");
      await gone(bidForm);
      expect(callsTo(fake.calls, "PUT", /\/keyword\/k1$/).at(-1)?.body).toEqual({ bid: 0.6 });
      await screenshot(page, "sku-keywords-panel");

      // Boost Keywords: on asks for the max bid (checked), then boosts; off stops it.
      await openPanel(page, "Boost Keywords");
      const boostTable = page.getByRole("table", { name: "Boost keywords" });
      expect(
        await boostTable
          .getByRole("checkbox", { name: "Boost exercise mat (Phrase)", exact: true })
          .isDisabled(),
      ).toBe(true);
      await flip(boostTable.getByRole("checkbox", { name: "Boost yoga mat (Exact)", exact: true }));
      const boostForm = page.getByRole("form", { name: "Boost", exact: true });
      const maxBid = boostForm.getByLabel("Max bid", { exact: true });
      await maxBid.press("Enter");
      await visible(boostForm.getByText("Required", { exact: true }));
      await expectMessage(boostForm, maxBid, "0.02", "Min value - $0.03");
      await expectMessage(
        boostForm,
        maxBid,
        "0.60",
        "The max bit can't be less or equal than to the current bit",
      );
      await screenshot(page, "sku-boost-form");
      await maxBid.fill("1.25");
      await maxBid.press("Enter");
      await visible(toast(page, "Keyword was boosted"));
      expect(callsTo(fake.calls, "POST", /\/k1\/boost$/).at(-1)?.body).toEqual({ boostMaxBid: 1.25 });
      const boostRow = boostTable
        .getByRole("row")
        .filter({ has: page.getByRole("checkbox", { name: "Boost yoga mat (Exact)", exact: true }) });
      await visible(boostRow.getByText("$1.25"));
      // Now boosted, the keyword's own controls lock.
      expect(
        await table.getByRole("checkbox", { name: "State of yoga mat (Exact)", exact: true }).isDisabled(),
      ).toBe(true);

      await flip(boostTable.getByRole("checkbox", { name: "Boost yoga mat thick (Broad)", exact: true }));
      await visible(toast(page, "The boost was stopped"));
      expect(callsTo(fake.calls, "DELETE", /\/k2\/boost$/)).toHaveLength(1);
      await expect
        .poll(() => table.getByRole("checkbox", { name: `State of ${boosted}`, exact: true }).isDisabled())
        .toBe(false);
      await screenshot(page, "sku-boost-panel");
    },
    CONNECT_TIMEOUT,
  );

  it("at the ad limit disables every switch, bid and placement, and hides the lookup, Select, Add and the custom keyword", async () => {
    const { page } = browser;
    const seller = await signIn(page);
    const profileId = await currentProfileId(page);
    const sku = await skuOf(page, profileId);
    const fake = await fakeTargetsAndKeywords(page, sku, true);
    await atAdLimit(page, seller.email, `/advertised-sku/${sku.id}`, async () => {
      await openPanel(page, "ASIN Targets");
      const targets = page.getByRole("table", { name: "ASIN targets" });
      await visible(targets.getByRole("link", { name: "B0TARGET01" }));
      expect(await page.getByRole("form", { name: "ASIN search" }).count()).toBe(0);
      const recommended = page.getByRole("table", { name: "Recommended ASINs" });
      await visible(recommended.getByRole("link", { name: "B0REC00002" }));
      expect(await recommended.getByRole("button", { name: /^Select/ }).count()).toBe(0);
      expect(await page.getByRole("button", { name: /^Add selected/ }).count()).toBe(0);
      expect(
        await targets.getByRole("checkbox", { name: "State of B0TARGET01", exact: true }).isDisabled(),
      ).toBe(true);
      expect(await targets.getByRole("button", { name: /^Edit bid of/ }).count()).toBe(0);
      expect(
        await targets
          .getByRole("checkbox", { name: "Top of search of B0TARGET01", exact: true })
          .isDisabled(),
      ).toBe(true);

      await openPanel(page, "Keywords");
      const keywords = page.getByRole("table", { name: "Keywords" });
      await visible(keywords.getByText("exercise mat"));
      expect(await page.getByRole("form", { name: "Custom keyword" }).count()).toBe(0);
      await visible(page.getByRole("table", { name: "Recommended keywords" }).getByText("travel yoga mat"));
      expect(await page.getByRole("button", { name: /^Add travel/ }).count()).toBe(0);
      for (const input of await keywords.getByRole("checkbox").all())
        expect(await input.isDisabled()).toBe(true);
      expect(await keywords.getByRole("button", { name: /^Edit bid of/ }).count()).toBe(0);

      await openPanel(page, "Boost Keywords");
      const boost = page.getByRole("table", { name: "Boost keywords" });
      await visible(boost.getByText("exercise mat"));
      for (const input of await boost.getByRole("checkbox").all())
        expect(await input.isDisabled()).toBe(true);
      expect(fake.calls.filter((call) => call.method !== "GET")).toEqual([]);
      await screenshot(page, "sku-targets-keywords-ad-limit");
    });
  });
});
