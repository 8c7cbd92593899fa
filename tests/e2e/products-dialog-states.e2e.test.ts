import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type {
  AdvertisedSku,
  MarketplaceProduct,
} from "../../worker/contracts/advertised-skus/advertised-sku";
import { answerApi, connectedAccount, withConnectedAccount, withUserFields } from "./support/api-overrides";
import { screenshot, useBrowser } from "./support/browser";
import { sharedSellerOverHttp } from "./support/seller-over-http";
import { focusTip } from "./support/ui";
import { gone, visible } from "./support/wait";

/**
 * Screen states the demo seller cannot show on demand: every availability value, ineligible and
 * added products, a broken image, the ad limit, a slow and a failed list. The marketplace's and the
 * list's answers come from the test; the rest of the app is real.
 */
const profileId = connectedAccount.profiles[0]?.id ?? 1;
const ok = <T>(data: T) => ({ status: "SUCCESS", data });

const product = (sku: string, overrides: Partial<MarketplaceProduct> = {}): MarketplaceProduct => ({
  sku,
  asin: `B0${sku.replaceAll("-", "")}`.slice(0, 10).toUpperCase(),
  imageUrl: "/favicon.svg",
  title: `Linen throw pillow ${sku}`,
  priceToPay: { amount: 24.99, currency: "USD" },
  brand: "Northwind Home",
  category: "Home",
  availability: "IN_STOCK",
  eligibilityStatus: "ELIGIBLE",
  isAdded: false,
  bestSellerRank: "#1,234 in Home",
  url: `https://www.amazon.com/dp/${sku}`,
  ...overrides,
});

const AVAILABILITIES = [
  ["IN_STOCK", "In stock"],
  ["IN_STOCK_SCARCE", "In stock (limited)"],
  ["OUT_OF_STOCK", "Out of stock"],
  ["PREORDER", "Pre-order"],
  ["LEADTIME", "Lead time"],
  ["AVAILABLE_DATE", "Available date"],
] as const;

const products = [
  ...AVAILABILITIES.map(([availability], index) => product(`AV-${index + 1}`, { availability })),
  product("BROKEN-1", { imageUrl: "/no-such-image.png" }),
  product("INEL-1", { eligibilityStatus: "INELIGIBLE" }),
  product("ADDED-1", { isAdded: true }),
  product("NOIMG-1", { imageUrl: null }),
];

const sku = (id: number, overrides: Partial<AdvertisedSku> = {}) =>
  ({
    id,
    sku: `SKU-${id}`,
    asin: `B0000000${id}`.slice(0, 10),
    url: `https://www.amazon.com/dp/B0000000${id}`,
    title: `Product ${id}`,
    thumbnail: null,
    imageUrl: "/no-such-image.png",
    priceToPay: { amount: 19.5, currency: "USD" },
    maxDailyBudget: 10,
    isAdvertised: false,
    bidOptimization: { bidMin: 0.2, bidMax: 1.5, targetAcos: null },
    ...overrides,
  }) as AdvertisedSku;

/** The account and the catalog are answered: any signed-in seller will do, one for the file. */
const signIn = sharedSellerOverHttp();

async function signedInWithAccount(page: Page) {
  await withConnectedAccount(page);
  await answerApi(page, `/amazon/search/${profileId}`, 200, ok({ products, next: "page-2" }));
  await signIn(page);
}

type ListAnswer = { status: number; body: unknown };

/**
 * Answers the SKU list with `answer` as it is at each request (a test may change it before a retry),
 * once `held` settles: a test holds the answer while it looks at the loading state.
 */
async function answerList(page: Page, answer: ListAnswer, held: Promise<unknown> = Promise.resolve()) {
  await page.route(
    (url) => url.pathname === `/api/advertised-sku/${profileId}/page`,
    async (route) => {
      await held;
      const { status, body } = answer;
      return route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
    },
  );
}

const failedList: ListAnswer = {
  status: 500,
  body: { status: "INTERNAL_ERROR", data: { code: 500, message: "Something went wrong" } },
};

describe("the Products dialog's and the SKU list's other states (spec 001 §2, §4, §8)", () => {
  const browser = useBrowser();

  it("shows the error view when the list fails and reads it again on Try again; the Products dialog explains each availability, labels Ineligible and Added without a form, and falls back to the placeholder", async () => {
    const { page } = browser;
    await signedInWithAccount(page);
    const list = { ...failedList };
    await answerList(page, list);
    await page.goto("/advertised-sku");
    const alert = page.getByRole("alert").filter({ hasText: "We couldn't load this" });
    await visible(alert);
    Object.assign(list, { status: 200, body: ok({ advertisedSKUs: [], totalCount: 0, totalPages: 0 }) });
    await alert.getByRole("button", { name: "Try again" }).click();
    await gone(alert);

    await page.getByRole("button", { name: "Add Products" }).click();
    const dialog = page.getByRole("dialog", { name: "Products" });
    await visible(dialog.getByRole("article"));
    expect(await dialog.getByRole("article").count()).toBe(products.length);
    await visible(dialog.getByRole("button", { name: "Load More" }));

    for (const [index, [, label]] of AVAILABILITIES.entries()) {
      const card = dialog.getByRole("article", { name: `AV-${index + 1}`, exact: true });
      await visible(card.getByText(label, { exact: true }));
      const about = card.getByRole("button", { name: `About ${label}` });
      const tip = await focusTip(about);
      await visible(tip);
      expect((await tip.innerText()).length).toBeGreaterThan(20);
      if (index === 0) await screenshot(page, "products-dialog-availability-tip");
      await about.blur();
      await gone(tip);
    }

    const ineligible = dialog.getByRole("article", { name: "INEL-1", exact: true });
    await visible(ineligible.getByText("Ineligible", { exact: true }));
    expect(await ineligible.getByRole("form").count()).toBe(0);
    const added = dialog.getByRole("article", { name: "ADDED-1", exact: true });
    await visible(added.getByText("Added", { exact: true }));
    expect(await added.getByRole("form").count()).toBe(0);
    const eligible = dialog.getByRole("article", { name: "AV-1", exact: true });
    await visible(eligible.getByText("Not Added", { exact: true }));
    await visible(eligible.getByRole("form", { name: "Add AV-1" }));
    for (const text of ["$24.99", "Northwind Home", "Home", "#1,234 in Home"]) {
      expect(await eligible.innerText()).toContain(text);
    }

    for (const name of ["BROKEN-1", "NOIMG-1"]) {
      const image = dialog.getByRole("article", { name, exact: true }).getByRole("img");
      await expect.poll(() => image.getAttribute("src")).toBe("/product-placeholder.svg");
    }
    await screenshot(page, "products-dialog-states");
  });

  it("shows fixed-height skeleton rows while the list loads, then falls back to the placeholder image", async () => {
    const { page } = browser;
    await signedInWithAccount(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const list = {
      status: 200,
      body: ok({ advertisedSKUs: [sku(1), sku(2)], totalCount: 2, totalPages: 1 }),
    };
    await answerList(page, list, held);
    await page.goto("/advertised-sku");
    const skeleton = page.getByTestId("skeleton-row");
    await visible(skeleton);
    expect(await skeleton.count()).toBe(10);
    const heights = await skeleton.evaluateAll((rows) =>
      rows.map((row) => row.getBoundingClientRect().height),
    );
    release();
    await visible(page.getByRole("link", { name: "Product 1" }));
    const rowHeight = await page
      .getByRole("table", { name: "Advertised SKUs" })
      .locator("tbody tr")
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);
    expect(new Set([...heights, rowHeight]), `row heights ${heights} / ${rowHeight}`).toEqual(
      new Set([rowHeight]),
    );
    const image = page.getByRole("link", { name: "Open SKU-1" }).getByRole("img");
    await expect.poll(() => image.getAttribute("src")).toBe("/product-placeholder.svg");
    expect(await page.getByTestId("item-range").innerText()).toBe("1-2 of 2 items");
  });

  it("hides Add Products and disables the budget and bid buttons once the ad limit is reached", async () => {
    const { page } = browser;
    await signedInWithAccount(page);
    await answerList(page, {
      status: 200,
      body: ok({ advertisedSKUs: [sku(1)], totalCount: 1, totalPages: 1 }),
    });
    await withUserFields(page, { isAdLimitReached: true });
    await page.goto("/advertised-sku");
    await visible(page.getByRole("dialog", { name: "Ad limit reached" }));
    await page.keyboard.press("Escape");
    await gone(page.getByRole("dialog"));
    await visible(page.getByRole("link", { name: "Product 1" }));
    expect(await page.getByRole("button", { name: "Add Products" }).count()).toBe(0);
    for (const title of ["Max budget", "Min Bid", "Max Bid"]) {
      expect(await page.getByRole("button", { name: new RegExp(`^${title} of SKU-1:`) }).isDisabled()).toBe(
        true,
      );
    }
  });
});
