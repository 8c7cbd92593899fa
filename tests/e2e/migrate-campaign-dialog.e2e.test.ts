import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type {
  MarketplaceCampaign,
  MarketplaceCampaignPage,
  MarketplaceProductAd,
} from "../../worker/contracts/campaigns/marketplace-campaigns";
import { answerApi, connectedAccount, withConnectedAccount } from "./support/api-overrides";
import { screenshot, useBrowser } from "./support/browser";
import { sharedSellerOverHttp } from "./support/seller-over-http";
import { gone, visible } from "./support/wait";

/**
 * The dialog's screen states the demo seller cannot show: more than one page of campaigns (it has
 * fewer than 10), broken images, ineligible ads, campaigns already added, a failed migration.
 * Amazon's answers come from the test; the rest of the app is real.
 */
const profileId = connectedAccount.profiles[0]?.id ?? 1;
const ok = <T>(data: T) => ({ status: "SUCCESS", data });

const productAd = (
  sku: string,
  overrides: Partial<MarketplaceProductAd["metadata"]> = {},
): MarketplaceProductAd => ({
  adId: `ad-${sku}`,
  metadata: {
    asin: `B0${sku.replaceAll("-", "")}`.slice(0, 10).toUpperCase(),
    sku,
    brand: "Northwind Home",
    title: `Linen throw pillow ${sku}`,
    priceToPay: { amount: 24.99, currency: "USD" },
    thumbnail: null,
    imageUrl: "/favicon.svg",
    url: `https://www.amazon.com/dp/${sku}`,
    category: "Home",
    availability: "IN_STOCK",
    eligibilityStatus: "ELIGIBLE",
    isAdded: false,
    ...overrides,
  },
  skuSettings: null,
});

const campaign = (index: number, overrides: Partial<MarketplaceCampaign> = {}): MarketplaceCampaign => ({
  campaignId: String(9000 + index),
  name: `Campaign ${index}`,
  state: "ENABLED",
  targetingType: "MANUAL",
  budget: { budget: 10 },
  startDate: "2026-06-01",
  endDate: null,
  isAdded: false,
  productAds: [productAd(`SKU-${index}`)],
  ...overrides,
});

const firstPage: MarketplaceCampaignPage = {
  totalResults: 12,
  next: "page-2",
  campaigns: [
    campaign(1, {
      name: "Garden hose - auto",
      targetingType: "AUTO",
      startDate: "2024-01-05",
      endDate: null,
      budget: { budget: 25 },
      productAds: [
        productAd("HOSE-1", {
          imageUrl: "/no-such-image.png",
          priceToPay: { amount: 19.99, currency: "EUR" },
          availability: "OUT_OF_STOCK",
        }),
        productAd("HOSE-2", { eligibilityStatus: "INELIGIBLE" }),
      ],
    }),
    campaign(2, {
      name: "Patio set - manual",
      state: "PAUSED",
      endDate: "2027-02-28",
      isAdded: true,
      productAds: [productAd("PATIO-1", { isAdded: true })],
    }),
    ...Array.from({ length: 8 }, (_, index) => campaign(index + 3)).map((one) =>
      // SKU-4 is already one of the profile's SKUs, with its own settings.
      one.name === "Campaign 4"
        ? {
            ...one,
            productAds: [
              { ...productAd("SKU-4"), skuSettings: { maxDailyBudget: 50, bidMin: 0.25, bidMax: 2 } },
            ],
          }
        : one,
    ),
  ],
};
const secondPage: MarketplaceCampaignPage = {
  totalResults: 12,
  next: null,
  campaigns: [campaign(11), campaign(12)],
};
const noneFound: MarketplaceCampaignPage = { totalResults: 0, next: null, campaigns: [] };

/** Answers the dialog's searches by cursor and name; answers the query strings the app sent. */
async function answerMarketplace(page: Page) {
  const sent: URLSearchParams[] = [];
  await page.route(
    (url) => url.pathname === `/api/amazon/campaigns/${profileId}`,
    (route) => {
      const query = new URL(route.request().url()).searchParams;
      sent.push(query);
      const answer = query.get("name")
        ? noneFound
        : query.get("cursor") === "page-2"
          ? secondPage
          : firstPage;
      return route.fulfill({ contentType: "application/json", body: JSON.stringify(ok(answer)) });
    },
  );
  return sent;
}

/** Amazon's answers are the test's: any signed-in seller will do, one for the file. */
const signIn = sharedSellerOverHttp();

async function signedInWithAccount(page: Page) {
  await withConnectedAccount(page);
  const empty = { impressions: 0, clicks: 0, spend: 0, sales: 0, unitsSoldClicks: 0 };
  await answerApi(
    page,
    `/campaigns/${profileId}/migrated`,
    200,
    ok({ campaigns: [], total: { count: 0, ...empty }, totalPages: 0 }),
  );
  await signIn(page);
}

describe("the Amazon Campaigns dialog's states (spec 000 §2.7)", () => {
  const browser = useBrowser();

  it("pages with Load More (cursor, 10 a page) and shows each card's facts, fallbacks and labels", async () => {
    const { page } = browser;
    const sent = await answerMarketplace(page);
    await signedInWithAccount(page);
    await page.goto("/migrated-campaigns");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Amazon Campaigns" });
    const cards = dialog.getByRole("article");

    await visible(dialog.getByText("Total results: 12", { exact: true }));
    expect(await cards.count()).toBe(10);
    expect(sent[0]?.get("limit")).toBe("10");
    expect(sent[0]?.has("cursor")).toBe(false);

    const hose = dialog.getByRole("article", { name: "Garden hose - auto" });
    const facts = await hose.innerText();
    for (const text of [
      "Not Added",
      "Enabled",
      "Automatic targeting",
      "05 Jan, 2024",
      "$25.00",
      "€19.99",
      "Out of stock",
    ])
      expect(facts).toContain(text);
    expect(facts).toMatch(/End date\s+-/);
    const broken = hose.getByRole("img", { name: "Linen throw pillow HOSE-1" });
    await expect.poll(() => broken.getAttribute("src")).toBe("/product-placeholder.svg");
    expect(await hose.getByRole("form").count()).toBe(1);
    await visible(hose.getByRole("form", { name: "Migrate HOSE-1" }));
    const ineligible = hose.getByRole("listitem").filter({ hasText: "HOSE-2" }).getByText("Ineligible");
    expect(await ineligible.evaluate((element) => getComputedStyle(element).color)).toMatch(
      /rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)/,
    );

    const patio = dialog.getByRole("article", { name: "Patio set - manual" });
    const patioFacts = await patio.innerText();
    for (const text of ["Added", "Paused", "Manual targeting", "28 Feb, 2027"])
      expect(patioFacts).toContain(text);
    expect(patioFacts).not.toContain("Not Added");
    expect(await patio.getByRole("form").count()).toBe(0);
    await screenshot(page, "amazon-campaigns-states");

    await dialog.getByRole("button", { name: "Load More" }).click();
    await visible(dialog.getByRole("article", { name: "Campaign 12" }));
    expect(await cards.count()).toBe(12);
    expect(sent.at(-1)?.get("cursor")).toBe("page-2");
    expect(sent.at(-1)?.get("limit")).toBe("10");
    await gone(dialog.getByRole("button", { name: "Load More" }));

    await dialog.getByLabel("Campaign name").fill("no such campaign");
    await visible(dialog.getByText("No data available"));
    expect(sent.at(-1)?.get("name")).toBe("no such campaign");
  });

  it("toasts the server's message when a migration fails, and leaves the campaign Not Added", async () => {
    const { page } = browser;
    await answerMarketplace(page);
    await answerApi(page, `/campaigns/${profileId}/migrate`, 502, {
      status: "ERROR",
      data: { code: 1008, message: "Amazon did not answer: please try again in a minute" },
    });
    await signedInWithAccount(page);
    await page.goto("/migrated-campaigns");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Amazon Campaigns" });
    const form = dialog.getByRole("form", { name: "Migrate SKU-3" });
    await form.getByLabel("Max budget", { exact: true }).fill("5");
    await form.getByLabel("Min Bid", { exact: true }).fill("0.2");
    await form.getByLabel("Max Bid", { exact: true }).fill("0.9");
    await form.getByRole("button", { name: "Migrate" }).click();

    await visible(
      page.getByTestId("toast").filter({ hasText: "Amazon did not answer: please try again in a minute" }),
    );
    const card = dialog.getByRole("article", { name: "Campaign 3" });
    await visible(card.getByText("Not Added", { exact: true }));
    expect(await form.getByRole("button", { name: "Migrate" }).isEnabled()).toBe(true);
  });

  it("a product with settings: the form starts from them and asks before changing any, old → new (issue 29)", async () => {
    const { page } = browser;
    await answerMarketplace(page);
    const sent: unknown[] = [];
    await page.route(
      (url) => url.pathname === `/api/campaigns/${profileId}/migrate`,
      (route) => {
        sent.push(route.request().postDataJSON());
        return route.fulfill({
          contentType: "application/json",
          body: JSON.stringify(ok({ amazonCampaignId: "9004", skuSettings: "KEPT" })),
        });
      },
    );
    await signedInWithAccount(page);
    await page.goto("/migrated-campaigns");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Amazon Campaigns" });
    const form = dialog.getByRole("form", { name: "Migrate SKU-4" });
    await visible(form.getByText("SKU-4 already has settings: the form shows them."));
    expect(await form.getByLabel("Max budget", { exact: true }).inputValue()).toBe("50");
    expect(await form.getByLabel("Min Bid", { exact: true }).inputValue()).toBe("0.25");
    expect(await form.getByLabel("Max Bid", { exact: true }).inputValue()).toBe("2");

    await form.getByLabel("Max budget", { exact: true }).fill("30");
    await form.getByLabel("Max Bid", { exact: true }).fill("3");
    await form.getByRole("button", { name: "Migrate" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Change SKU-4's settings?" });
    await visible(confirm.getByText("Max budget: $50.00 → $30.00"));
    await visible(confirm.getByText("Max Bid: $2.00 → $3.00"));
    expect(await confirm.getByText("Min Bid", { exact: false }).count()).toBe(0);
    expect(sent).toEqual([]);
    await screenshot(page, "migrate-confirm-settings");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "migrate-confirm-settings-390");
    await page.setViewportSize({ width: 1366, height: 900 });

    await confirm.getByRole("button", { name: "Keep current settings" }).click();
    await visible(page.getByTestId("toast").filter({ hasText: "Campaign was migrated" }));
    await gone(confirm);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty("replaceSkuSettings");
    expect(sent[0]).toMatchObject({ sku: "SKU-4", advertisedSku: { maxDailyBudget: 30 } });
  });

  it("shows the error view with the server's message when Amazon fails, and Try again asks again", async () => {
    const { page } = browser;
    let failures = 1;
    await page.route(
      (url) => url.pathname === `/api/amazon/campaigns/${profileId}`,
      (route) => {
        const failing = failures-- > 0;
        const body = failing
          ? { status: "ERROR", data: { code: 1008, message: "Amazon is not answering right now" } }
          : ok(secondPage);
        return route.fulfill({
          status: failing ? 502 : 200,
          contentType: "application/json",
          body: JSON.stringify(body),
        });
      },
    );
    await signedInWithAccount(page);
    await page.goto("/migrated-campaigns");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Amazon Campaigns" });
    await visible(dialog.getByText("Amazon is not answering right now"));
    await dialog.getByRole("button", { name: "Try again" }).click();
    await visible(dialog.getByText("Total results: 12", { exact: true }));
    expect(await dialog.getByRole("article").count()).toBe(2);
  });
});
