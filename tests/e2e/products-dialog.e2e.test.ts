import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { MarketplaceProduct } from "../../worker/contracts/advertised-skus/advertised-sku";
import { screenshot, useBrowser } from "./support/browser";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { toast } from "./support/ui";
import { gone, visible } from "./support/wait";

type Envelope<T> = { status: string; data: T };

/** The query strings of the dialog's product searches, as the app sent them. */
function searchCalls(page: Page) {
  const sent: URLSearchParams[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/amazon/search/")) sent.push(url.searchParams);
  });
  return sent;
}

/** The seller's catalog as the API answers it (first page). */
const firstProducts = (page: Page) =>
  page.evaluate(async () => {
    const profiles = (await (await fetch("/api/amazon/profiles")).json()) as Envelope<
      { profiles: { id: number }[] }[]
    >;
    const profile = profiles.data[0]?.profiles[0]?.id;
    const answer = (await (await fetch(`/api/amazon/search/${profile}?limit=10`)).json()) as Envelope<{
      products: MarketplaceProduct[];
    }>;
    return answer.data.products;
  });

async function openDialog(page: Page) {
  await page.goto("/advertised-sku");
  await visible(page.getByRole("heading", { name: "Advertised SKUs", level: 1 }));
  await page.getByRole("button", { name: "Add Products" }).click();
  const dialog = page.getByRole("dialog", { name: "Products" });
  await visible(dialog.getByRole("article"));
  return dialog;
}

async function fillForm(form: Locator, budget: string, min: string, max: string) {
  await form.getByLabel("Max budget", { exact: true }).fill(budget);
  await form.getByLabel("Min Bid", { exact: true }).fill(min);
  await form.getByLabel("Max Bid", { exact: true }).fill(max);
  await form.getByRole("button", { name: "Add" }).click();
}

const statusOf = (product: MarketplaceProduct) =>
  product.isAdded ? "Added" : product.eligibilityStatus === "ELIGIBLE" ? "Not Added" : "Ineligible";

describe("the Products dialog on the sandbox demo seller (spec 001 §2, §4, §5, §8)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();

  it(
    "lists the catalog 10 at a time with Load More, each card's status, and checks the inline form",
    async () => {
      const { page } = browser;
      await signIn(page);
      const sent = searchCalls(page);
      const products = await firstProducts(page);
      const dialog = await openDialog(page);
      const cards = dialog.getByRole("article");

      expect(await cards.count()).toBe(10);
      const first = sent.find((query) => query.get("limit") === "10" && !query.has("cursor"));
      expect(first).toBeDefined();
      for (const product of products) {
        const card = dialog.getByRole("article", { name: product.sku, exact: true });
        const text = await card.innerText();
        expect(text).toContain(statusOf(product));
        expect(text).toContain(product.asin);
        expect(await card.getByRole("link", { name: product.asin }).getAttribute("href")).toBe(product.url);
        expect(await card.getByRole("form").count()).toBe(statusOf(product) === "Not Added" ? 1 : 0);
      }

      await dialog.getByRole("button", { name: "Load More" }).click();
      await visible(cards.nth(10));
      expect(await cards.count()).toBeGreaterThan(10);
      expect(sent.some((query) => query.has("cursor"))).toBe(true);

      const eligible = products.find((product) => statusOf(product) === "Not Added");
      if (!eligible) throw new Error("the demo catalog has no eligible product");
      const form = dialog.getByRole("form", { name: `Add ${eligible.sku}` });
      await form.getByRole("button", { name: "Add" }).click();
      expect(await form.getByText("Required", { exact: true }).count()).toBe(3);
      await fillForm(form, "0.5", "0.5", "0.4");
      await visible(form.getByText("Min value - $1.0", { exact: true }));
      await visible(form.getByText("The max bid can't be lower than the min bid", { exact: true }));
      await fillForm(form, "5", "0.01", "0.02");
      await visible(form.getByText("Min value - $0.02", { exact: true }));
      await visible(form.getByText("Min value - $0.03", { exact: true }));
      await screenshot(page, "products-dialog");
    },
    CONNECT_TIMEOUT,
  );

  it("adds a product: 'Advertised SKU was saved', the card reads Added, the list shows it", async () => {
    const { page } = browser;
    await signIn(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/advertised-sku/")) {
        posts.push(request.postData() ?? "");
      }
    });
    const eligible = (await firstProducts(page)).find((product) => statusOf(product) === "Not Added");
    if (!eligible) throw new Error("the demo catalog has no eligible product");
    const dialog = await openDialog(page);
    const card = dialog.getByRole("article", { name: eligible.sku, exact: true });

    await fillForm(card.getByRole("form", { name: `Add ${eligible.sku}` }), "12", "0.3", "1.2");
    await visible(toast(page, "Advertised SKU was saved"));
    await visible(card.getByText("Added", { exact: true }));
    await gone(card.getByRole("form"));
    expect(posts.map((body) => JSON.parse(body))).toEqual([
      [
        {
          sku: eligible.sku,
          asin: eligible.asin,
          title: eligible.title,
          brand: eligible.brand,
          imageUrl: eligible.imageUrl,
          priceToPay: eligible.priceToPay,
          category: eligible.category,
          bidOptimization: { bidMin: 0.3, bidMax: 1.2 },
          maxDailyBudget: 12,
        },
      ],
    ]);

    // The list behind the dialog asked again and holds the new SKU with its figures.
    await page.keyboard.press("Escape");
    await gone(dialog);
    const row = page
      .getByRole("table", { name: "Advertised SKUs" })
      .locator("tr")
      .filter({ hasText: eligible.sku });
    await visible(row);
    const text = await row.innerText();
    for (const figure of ["$12.00", "$0.30", "$1.20", "Not Advertised"]) expect(text).toContain(figure);

    // Searching by SKU: typed in lower case, shown and sent in upper case, once typing stops.
    const sent = searchCalls(page);
    const reopened = await openDialog(page);
    const search = reopened.getByLabel("Search by SKU");
    await search.pressSequentially(eligible.sku.toLowerCase().slice(0, 8), { delay: 30 });
    expect(await search.inputValue()).toBe(eligible.sku.slice(0, 8).toUpperCase());
    await expect
      .poll(() => sent.some((query) => query.get("sku") === eligible.sku.slice(0, 8).toUpperCase()))
      .toBe(true);
    expect(sent.filter((query) => query.has("sku")).length).toBe(1);
    await visible(
      reopened.getByRole("article", { name: eligible.sku, exact: true }).getByText("Added", { exact: true }),
    );
  });
});
