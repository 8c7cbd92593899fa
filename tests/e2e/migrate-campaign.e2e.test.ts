import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { MarketplaceCampaignPage } from "../../worker/contracts/campaigns/marketplace-campaigns";
import { screenshot, useBrowser } from "./support/browser";
import { sharedDemoSellerSession } from "./support/demo-seller-session";
import { openScreen } from "./support/open-screen";
import { gone, visible } from "./support/wait";

type Envelope<T> = { status: string; data: T };

/** Opens 'Amazon Campaigns' from the Migrated list; answers the dialog and its first search as the API sent it. */
async function openAmazonCampaigns(page: Page) {
  const search = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith("/api/amazon/campaigns/"),
  );
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Amazon Campaigns" });
  await visible(dialog);
  const response = await search;
  const answer = (await response.json()) as Envelope<MarketplaceCampaignPage>;
  return { dialog, firstSearch: answer.data, searchUrl: new URL(response.url()) };
}

/** The demo seller, seeded once for the file. */
const signInAsDemoSeller = sharedDemoSellerSession();

const cardNames = (dialog: Locator) => dialog.getByRole("article").getByRole("heading").allInnerTexts();

describe("migrating an Amazon campaign (spec 000 §2.7, §5, §7)", () => {
  const browser = useBrowser();

  it("lists the seller's campaigns, checks the form, migrates one product ad and shows it in the Migrated list; searches by name (700 ms debounce) and state, the state filter All again each time it opens", async () => {
    const { page } = browser;
    await signInAsDemoSeller(page);
    await openScreen(page, "/migrated-campaigns");
    const { dialog, firstSearch, searchUrl } = await openAmazonCampaigns(page);
    expect(searchUrl.searchParams.get("limit")).toBe("10");
    expect(searchUrl.searchParams.has("state")).toBe(false);
    expect(searchUrl.searchParams.has("cursor")).toBe(false);

    // The seller's campaigns as Amazon answered them; other files advertise SKUs on the same sandbox
    // seller, so there may be a second page.
    await visible(dialog.getByText(`Total results: ${firstSearch.totalResults}`));
    expect(firstSearch.totalResults).toBeGreaterThan(1);
    expect(await cardNames(dialog)).toEqual(firstSearch.campaigns.map((campaign) => campaign.name));
    expect(await dialog.getByRole("button", { name: "Load More" }).count()).toBe(firstSearch.next ? 1 : 0);

    const campaign = firstSearch.campaigns.find(
      (candidate) =>
        !candidate.isAdded && candidate.productAds.some((ad) => ad.metadata.eligibilityStatus === "ELIGIBLE"),
    );
    if (!campaign) throw new Error("the demo seller has no campaign to migrate");
    const productAd = campaign.productAds.find((ad) => ad.metadata.eligibilityStatus === "ELIGIBLE");
    if (!productAd) throw new Error("unreachable");
    const card = dialog.getByRole("article", { name: campaign.name, exact: true });
    await visible(card.getByText("Not Added", { exact: true }));
    await visible(card.getByText(campaign.state === "PAUSED" ? "Paused" : "Enabled", { exact: true }));
    await visible(
      card.getByText(campaign.targetingType === "AUTO" ? "Automatic targeting" : "Manual targeting"),
    );
    expect(await card.innerText()).toMatch(/Start date\s+\d{2} [A-Z][a-z]{2}, \d{4}/);
    const asinLink = card.getByRole("link", { name: productAd.metadata.asin });
    expect(await asinLink.getAttribute("href")).toBe(productAd.metadata.url);
    expect(await asinLink.getAttribute("target")).toBe("_blank");
    await visible(card.getByText(productAd.metadata.sku, { exact: true }));
    const image = card.getByRole("img", { name: productAd.metadata.title ?? productAd.metadata.asin });
    expect(
      await image.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [box.width, box.height];
      }),
    ).toEqual([156, 156]);
    // Amazon's picture itself, not the placeholder (the page's CSP lets the sandbox's images in).
    await expect
      .poll(() =>
        image.evaluate(
          (element: HTMLImageElement) => element.naturalWidth > 0 && element.getAttribute("src"),
        ),
      )
      .toBe(productAd.metadata.imageUrl);
    await screenshot(page, "amazon-campaigns-dialog");

    const form = card.getByRole("form", { name: `Migrate ${productAd.metadata.sku}` });
    const migrateButton = form.getByRole("button", { name: "Migrate" });
    const message = (text: string) => form.getByText(text, { exact: true });
    await migrateButton.click();
    await visible(message("Required"));
    expect(await message("Required").count()).toBe(3);

    await form.getByLabel("Max budget", { exact: true }).fill("0.5");
    await form.getByLabel("Min Bid", { exact: true }).fill("0.01");
    await form.getByLabel("Max Bid", { exact: true }).fill("0.02");
    await migrateButton.click();
    for (const text of ["Min value - $1.0", "Min value - $0.02", "Min value - $0.03"])
      await visible(message(text));

    await form.getByLabel("Max budget", { exact: true }).fill("");
    await form.getByLabel("Min Bid", { exact: true }).fill("0.8");
    await form.getByLabel("Max Bid", { exact: true }).fill("0.5");
    await migrateButton.click();
    await visible(message("The max bid can't be lower than the min bid"));
    await visible(message("Required"));
    await screenshot(page, "amazon-campaigns-form-errors");

    await form.getByLabel("Max budget", { exact: true }).fill("12.5");
    await form.getByLabel("Max Bid", { exact: true }).fill("1.2");
    const migrate = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/migrate"),
    );
    await migrateButton.click();
    expect((await migrate).postDataJSON()).toEqual({
      amazonCampaignId: campaign.campaignId,
      asin: productAd.metadata.asin,
      sku: productAd.metadata.sku,
      advertisedSku: {
        brand: productAd.metadata.brand,
        title: productAd.metadata.title,
        priceToPay: productAd.metadata.priceToPay,
        thumbnail: productAd.metadata.thumbnail,
        category: productAd.metadata.category,
        bidOptimization: { bidMin: 0.8, bidMax: 1.2 },
        maxDailyBudget: 12.5,
      },
    });
    await visible(page.getByTestId("toast").filter({ hasText: "Campaign was migrated" }));
    await visible(card.getByText("Added", { exact: true }));
    await gone(card.getByText("Not Added", { exact: true }));
    expect(await migrateButton.isDisabled()).toBe(true);
    await screenshot(page, "amazon-campaigns-migrated");

    // Reopened, Amazon's answer says Added too, and the campaign offers no form any more.
    await dialog.getByRole("button", { name: "Close" }).click();
    await gone(dialog);
    const migratedList = page.getByRole("link", { name: campaign.name, exact: true });
    await visible(migratedList);
    expect(await migratedList.getAttribute("href")).toMatch(/^\/migrated-campaign\/\d+/);
    const reopened = await openAmazonCampaigns(page);
    await visible(card.getByText("Added", { exact: true }));
    expect(await card.getByRole("form").count()).toBe(0);
    await search(page, reopened);
  }, 120_000);
});

/** Searches the reopened dialog by name (700 ms debounce) and state; the state filter is All again each time it opens. */
async function search(page: Page, { dialog, firstSearch }: Awaited<ReturnType<typeof openAmazonCampaigns>>) {
  await visible(dialog.getByText(`Total results: ${firstSearch.totalResults}`));

  const target = firstSearch.campaigns[firstSearch.campaigns.length - 1];
  if (!target) throw new Error("the demo seller has no campaigns");
  const searched = page.waitForRequest((request) => new URL(request.url()).searchParams.has("name"));
  const typedAt = Date.now();
  await dialog.getByLabel("Campaign name").fill(target.name);
  const request = await searched;
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(650);
  expect(new URL(request.url()).searchParams.get("name")).toBe(target.name);
  await visible(dialog.getByText("Total results: 1", { exact: true }));
  expect(await cardNames(dialog)).toEqual([target.name]);

  await dialog.getByLabel("Campaign name").fill("");
  const paused = page.waitForResponse((response) => {
    const url = new URL(response.url());
    // The cleared name reaches the query 700 ms later: the answer that counts has no name.
    return (
      url.pathname.startsWith("/api/amazon/campaigns/") &&
      url.searchParams.get("state") === "PAUSED" &&
      !url.searchParams.has("name")
    );
  });
  await dialog.getByLabel("State").selectOption("PAUSED");
  // Other files advertise SKUs on the same sandbox seller: compare with Amazon's answer, not a count.
  const pausedPage = ((await (await paused).json()) as Envelope<MarketplaceCampaignPage>).data;
  expect(pausedPage.campaigns.length).toBeGreaterThan(0);
  expect(pausedPage.campaigns.every((campaign) => campaign.state === "PAUSED")).toBe(true);
  await visible(dialog.getByText(`Total results: ${pausedPage.totalResults}`, { exact: true }));
  await expect.poll(() => cardNames(dialog)).toEqual(pausedPage.campaigns.map((campaign) => campaign.name));

  await dialog.getByRole("button", { name: "Close" }).click();
  await gone(dialog);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  expect(await dialog.getByLabel("State").inputValue()).toBe("ALL");
  await visible(dialog.getByText(`Total results: ${firstSearch.totalResults}`, { exact: true }));
}
