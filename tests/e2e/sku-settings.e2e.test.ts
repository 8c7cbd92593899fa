import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdvertisedSku } from "../../worker/contracts/advertised-skus/advertised-sku";
import { atAdLimit } from "./support/ad-limit";
import { addAdvertisedSku, currentProfileId, readAdvertisedSku } from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { sharedDemoSellerSession } from "./support/demo-seller-session";
import { openScreen } from "./support/open-screen";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { toast } from "./support/ui";
import { visible } from "./support/wait";

/** Opens an Optional panel by its title and answers its form. */
async function openPanel(page: Page, title: string) {
  await visible(page.getByRole("heading", { name: "Optional", level: 2 }), 30_000);
  await page.getByRole("button", { name: title, exact: true }).click();
  const form = page.getByRole("form", { name: title });
  await visible(form);
  return form;
}

/** Ticks (or unticks) a checkbox by clicking its label, as a user does. */
async function toggle(scope: Locator, label: string) {
  await scope.getByText(label, { exact: true }).click();
}

/** Days from the marketplace's today in the SKU's timezone (the sandbox clock, not the browser's). */
const marketplaceDay = (page: Page, timezone: string, days: number) =>
  page.evaluate(
    async ({ zone, offset }) => {
      const { data } = (await (await fetch("/api/clock")).json()) as { data: { now: string } };
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "short" }).format(
        new Date(data.now),
      );
      const day = new Date(`${today}T12:00:00Z`);
      day.setUTCDate(day.getUTCDate() + offset);
      return day.toISOString().slice(0, 10);
    },
    { zone: timezone, offset: days },
  );

async function saveAndExpectToast(page: Page, form: Locator) {
  await form.getByRole("button", { name: "Save" }).click();
  await visible(toast(page, "SKU was updated"));
  await toast(page, "SKU was updated").first().waitFor({ state: "hidden", timeout: 10_000 });
}

/** The SKU whose Optional panels a test walks, and where its reads go. */
type Walked = { page: Page; profileId: number; skuId: number; timezone: string };

/** Day Parting & Seasonality: its rules, a save, one part turned off. Answers the saved year's first day. */
async function dayPartingAndSeasonality({ page, profileId, skuId, timezone }: Walked) {
  const form = await openPanel(page, "Day Parting & Seasonality");
  await visible(form.getByText(`Timezone: ${timezone}`));

  const day = form.getByRole("group", { name: "Turn ads off at time of day" });
  await toggle(day, "Turn ads off at time of day");
  await form.getByRole("button", { name: "Save" }).click();
  expect(await day.getByText("Required").count()).toBe(3);
  await day.getByLabel("Day", { exact: true }).selectOption({ label: "Friday" });
  await day.getByLabel("From", { exact: true }).selectOption("18:00");
  await day.getByLabel("To", { exact: true }).selectOption("09:00");

  const year = form.getByRole("group", { name: "Turn ads off at time of year" });
  await toggle(year, "Turn ads off at time of year");
  const today = await marketplaceDay(page, timezone, 0);
  await year.getByLabel("From", { exact: true }).fill("2020-01-01");
  await year.getByLabel("To", { exact: true }).fill(today);

  const budget = form.getByRole("group", { name: "Increase daily budget at time of year" });
  await toggle(budget, "Increase daily budget at time of year");
  await budget.getByLabel("From", { exact: true }).fill(await marketplaceDay(page, timezone, 10));
  await budget.getByLabel("To", { exact: true }).fill(await marketplaceDay(page, timezone, 5));
  await budget.getByLabel("Increase type").selectOption("%");
  await budget.getByLabel("Budget increase amount").fill("150");
  await budget.getByLabel("Max daily budget", { exact: true }).fill("0.5");
  await form.getByRole("button", { name: "Save" }).click();

  await visible(day.getByText("Time must be greater than from"));
  expect(await year.getByText("Date must be greater than today").count()).toBe(2);
  await visible(budget.getByText("Date must be greater than from"));
  await visible(budget.getByText("Max value - 100%"));
  await visible(budget.getByText("Min value - $1"));
  await screenshot(page, "sku-settings-seasonality-errors");
  expect((await readAdvertisedSku(page, profileId, skuId)).seasonality).toBeNull();

  const tomorrow = await marketplaceDay(page, timezone, 1);
  const later = await marketplaceDay(page, timezone, 20);
  await day.getByLabel("To", { exact: true }).selectOption("24:00");
  await year.getByLabel("From", { exact: true }).fill(tomorrow);
  await year.getByLabel("To", { exact: true }).fill(later);
  await budget.getByLabel("To", { exact: true }).fill(later);
  await budget.getByLabel("Budget increase amount").fill("25");
  await budget.getByLabel("Max daily budget", { exact: true }).fill("40");
  await saveAndExpectToast(page, form);
  const laterBudgetFrom = await marketplaceDay(page, timezone, 10);
  expect((await readAdvertisedSku(page, profileId, skuId)).seasonality).toEqual({
    turnAdsOffAtTimeOfDay: { isActivated: true, windows: [{ day: "FRI", from: "18:00", to: "24:00" }] },
    turnAdsOffAtTimeOfYear: { isActivated: true, from: tomorrow, to: later },
    increaseDailyBudgetAtTimeOfYear: {
      isActivated: true,
      from: laterBudgetFrom,
      to: later,
      amountIncreaseType: "%",
      budgetAmount: 25,
      budgetMax: 40,
    },
  });
  await screenshot(page, "sku-settings-seasonality-saved");

  // Turning a part off clears its fields and sends only its flag.
  await toggle(day, "Turn ads off at time of day");
  expect(await day.getByLabel("Day", { exact: true }).inputValue()).toBe("");
  await saveAndExpectToast(page, form);
  expect((await readAdvertisedSku(page, profileId, skuId)).seasonality?.turnAdsOffAtTimeOfDay).toEqual({
    isActivated: false,
    windows: [],
  });

  return tomorrow;
}

/** Negative Optimization: its rules and a save with a custom look-back. */
async function negativeOptimization({ page, profileId, skuId }: Walked) {
  const form = await openPanel(page, "Negative Optimization");
  await toggle(form, "Enable negative optimization");
  await form.getByRole("button", { name: "Save" }).click();
  await visible(form.getByText("Enter at least one of clicks, impressions or CTR"));
  expect(await form.getByText("Required", { exact: true }).count()).toBe(2);

  await form.getByLabel("Frequency").selectOption({ label: "Weekly" });
  await form.getByLabel("Look-back period", { exact: true }).selectOption({ label: "Custom" });
  await form.getByLabel("Custom look-back period (days)").fill("0");
  await form.getByLabel("Clicks without sales").fill("0");
  await form.getByLabel("Impressions without clicks").fill("0");
  await form.getByLabel("CTR lower than", { exact: true }).fill("0.05");
  await form.getByRole("button", { name: "Save" }).click();
  expect(await form.getByText("Min value - 1", { exact: true }).count()).toBe(3);
  await visible(form.getByText("Min value - 0.1%"));
  await form.getByLabel("CTR lower than", { exact: true }).fill("101");
  await form.getByRole("button", { name: "Save" }).click();
  await visible(form.getByText("Max value - 100%"));
  await screenshot(page, "sku-settings-negative-errors");

  await form.getByLabel("Custom look-back period (days)").fill("45");
  await form.getByLabel("Clicks without sales").fill("12");
  await form.getByLabel("Impressions without clicks").fill("");
  await form.getByLabel("CTR lower than", { exact: true }).fill("");
  await saveAndExpectToast(page, form);
  expect((await readAdvertisedSku(page, profileId, skuId)).negativeOptimization).toEqual({
    frequency: "WEEKLY",
    lookBackPeriod: 45,
    clicksWithoutSale: 12,
    impressionsWithoutClick: null,
    ctrLowerThan: null,
  });
}

/** Search Term Expansions and Target Bid Expansions: their rules and a save round-trip each. */
async function expansions({ page, profileId, skuId }: Walked) {
  const terms = await openPanel(page, "Search Term Expansions");
  await toggle(terms, "Pull winning search terms from other campaigns");
  await terms.getByLabel("ROAS start").fill("5");
  await terms.getByLabel("ROAS end").fill("4");
  await terms.getByLabel("CTR higher than", { exact: true }).fill("0.05");
  await terms.getByLabel("Conversion higher than", { exact: true }).fill("0.5");
  await terms.getByLabel("Exact keyword bid", { exact: true }).fill("0.01");
  await terms.getByRole("button", { name: "Save" }).click();
  await visible(terms.getByText("The max ROAS can't be lower than the min ROAS"));
  await visible(terms.getByText("Required", { exact: true }));
  await visible(terms.getByText("Min value - 0.1%"));
  await visible(terms.getByText("Min value - 1%"));
  await visible(terms.getByText("Min value - $0.02"));
  await terms.getByLabel("Exact keyword bid", { exact: true }).fill("");
  await terms.getByRole("button", { name: "Save" }).click();
  await visible(terms.getByText("Enter at least one of the broad, phrase or exact bid prices"));
  await screenshot(page, "sku-settings-search-terms-errors");

  await terms.getByLabel("Frequency").selectOption({ label: "Daily" });
  await terms.getByLabel("Look-back period", { exact: true }).selectOption({ label: "30 days" });
  await terms.getByLabel("ROAS end").fill("8");
  await terms.getByLabel("Min orders").fill("2");
  await terms.getByLabel("CTR higher than", { exact: true }).fill("0.5");
  await terms.getByLabel("Conversion higher than", { exact: true }).fill("10");
  await terms.getByLabel("Phrase keyword bid", { exact: true }).fill("0.45");
  await toggle(terms, "Add as negative to the original campaign");
  await saveAndExpectToast(page, terms);
  expect((await readAdvertisedSku(page, profileId, skuId)).searchTermExpansion).toEqual({
    pullWinningFromOtherCampaigns: true,
    addNegativeToOriginalCampaign: true,
    frequency: "DAILY",
    lookBackPeriod: 30,
    roasMin: 5,
    roasMax: 8,
    ordersMin: 2,
    ctrHigherThan: 0.5,
    conversionHigherThan: 10,
    broadKeywordBidPrice: null,
    phraseKeywordBidPrice: 0.45,
    exactKeywordBidPrice: null,
  });
  // With the pull option off only the pull flag and addNegativeToOriginalCampaign are sent.
  await toggle(terms, "Pull winning search terms from other campaigns");
  expect(await terms.getByLabel("ROAS start").inputValue()).toBe("");
  expect(await terms.getByLabel("ROAS start").isDisabled()).toBe(true);
  await saveAndExpectToast(page, terms);
  expect((await readAdvertisedSku(page, profileId, skuId)).searchTermExpansion).toEqual({
    pullWinningFromOtherCampaigns: false,
    addNegativeToOriginalCampaign: true,
  });

  const bids = await openPanel(page, "Target Bid Expansions");
  await toggle(bids, "Enable target bid expansion");
  await bids.getByLabel("Increase type").selectOption("%");
  await bids.getByLabel("Bid increase amount").fill("150");
  await bids.getByLabel("Max bid", { exact: true }).fill("0.02");
  await bids.getByLabel("Impressions less than").fill("0");
  await bids.getByRole("button", { name: "Save" }).click();
  await visible(bids.getByText("Required", { exact: true }));
  await visible(bids.getByText("Max value - 100%"));
  await visible(bids.getByText("Min value - $0.03"));
  await visible(bids.getByText("Min value - 1", { exact: true }));
  await screenshot(page, "sku-settings-bid-expansion-errors");

  await bids.getByLabel("Frequency").selectOption({ label: "Monthly" });
  await bids.getByLabel("Look-back period", { exact: true }).selectOption({ label: "14 days" });
  await bids.getByLabel("Increase type").selectOption("$");
  await bids.getByLabel("Bid increase amount").fill("0.05");
  await bids.getByLabel("Max bid", { exact: true }).fill("1.25");
  await bids.getByLabel("Impressions less than").fill("100");
  await saveAndExpectToast(page, bids);
  expect((await readAdvertisedSku(page, profileId, skuId)).targetBidExpansion).toEqual({
    isActivated: true,
    frequency: "MONTHLY",
    lookBackPeriod: 14,
    impressionsLessThan: 100,
    amountIncreaseType: "$",
    bidAmount: 0.05,
    bidMax: 1.25,
  });
  await screenshot(page, "sku-settings-expansions-saved");
}

describe("Product Details optional settings on the sandbox demo seller (spec 001 §2, §4, §5)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSellerSession();
  // One SKU for the file: each panel writes its own part of it, and the ad limit only reads.
  let added: AdvertisedSku | undefined;
  const skuOf = async (page: Page, profileId: number) => {
    added ??= await addAdvertisedSku(page, profileId);
    return added;
  };

  it(
    "the Optional panels on one page: Day Parting & Seasonality (the SKU's timezone, a past date reads 'Date must be greater than today'), Negative Optimization (a custom look-back), Search Term and Target Bid Expansions: their rules, a save round-trip each, and what loads back after a reload",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await skuOf(page, profileId);
      const timezone = (await readAdvertisedSku(page, profileId, sku.id)).timezone ?? "UTC";
      await openScreen(page, `/advertised-sku/${sku.id}`);
      const walked = { page, profileId, skuId: sku.id, timezone };
      const tomorrow = await dayPartingAndSeasonality(walked);
      await negativeOptimization(walked);
      await expansions(walked);

      // Stored values load back after a reload: the year's dates, and the custom look-back as Custom.
      await page.reload();
      const seasonality = await openPanel(page, "Day Parting & Seasonality");
      const yearAgain = seasonality.getByRole("group", { name: "Turn ads off at time of year" });
      await expect.poll(() => yearAgain.getByLabel("From", { exact: true }).inputValue()).toBe(tomorrow);
      const reloaded = await openPanel(page, "Negative Optimization");
      expect(await reloaded.getByLabel("Look-back period", { exact: true }).inputValue()).toBe("custom");
      expect(await reloaded.getByLabel("Custom look-back period (days)").inputValue()).toBe("45");
      await screenshot(page, "sku-settings-negative-saved");

      await toggle(reloaded, "Enable negative optimization");
      expect(await reloaded.getByLabel("Clicks without sales").inputValue()).toBe("");
      await saveAndExpectToast(page, reloaded);
      expect((await readAdvertisedSku(page, profileId, sku.id)).negativeOptimization).toBeNull();
    },
    CONNECT_TIMEOUT,
  );

  it(
    "at the ad limit every settings panel is disabled: its boxes, fields and Save",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await skuOf(page, profileId);
      await atAdLimit(page, seller.email, `/advertised-sku/${sku.id}`, async () => {
        for (const title of [
          "Target Bid Expansions",
          "Search Term Expansions",
          "Negative Optimization",
          "Day Parting & Seasonality",
        ]) {
          const form = await openPanel(page, title);
          expect(await form.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
          for (const box of await form.getByRole("checkbox").all()) expect(await box.isDisabled()).toBe(true);
          for (const field of await form.locator("input:not([type=checkbox]), select").all())
            expect(await field.isDisabled()).toBe(true);
        }
        await screenshot(page, "sku-settings-ad-limit");
      });
    },
    CONNECT_TIMEOUT,
  );
});
