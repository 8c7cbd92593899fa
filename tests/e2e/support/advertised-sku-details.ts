import type { Page } from "playwright-core";
import type {
  AdvertisedSku,
  MarketplaceProduct,
} from "../../../worker/contracts/advertised-skus/advertised-sku";

type Envelope<T> = { status: string; data: T };

/** The signed-in seller's first profile, the one the app selects. */
export const currentProfileId = (page: Page) =>
  page.evaluate(async () => {
    const answer = (await (await fetch("/api/amazon/profiles")).json()) as {
      data: { profiles: { id: number }[] }[];
    };
    return answer.data[0]?.profiles[0]?.id as number;
  });

/**
 * Adds an eligible product of the seller's catalog that is neither added nor has campaigns built on
 * Amazon yet (the sandbox lives for the whole run and other files advertise its products too), through
 * the API from the page as the Products dialog would (max budget $10, bids $0.20–$1.50). Answers the
 * stored SKU.
 */
export async function addAdvertisedSku(page: Page, profileId: number) {
  return page.evaluate(async (profile) => {
    const get = async <T>(path: string) => ((await (await fetch(path)).json()) as Envelope<T>).data;
    const hasCampaigns = async (sku: string) => {
      const found = await get<{ campaigns: { name: string }[] }>(
        `/api/amazon/campaigns/${profile}?name=${encodeURIComponent(sku)}&limit=10`,
      );
      return found.campaigns.some((campaign) => campaign.name.startsWith(`${sku} · `));
    };
    let product: MarketplaceProduct | undefined;
    let next: string | null = null;
    do {
      const cursor: string = next ? `&cursor=${encodeURIComponent(next)}` : "";
      const search = await get<{ products: MarketplaceProduct[]; next: string | null }>(
        `/api/amazon/search/${profile}?limit=10${cursor}`,
      );
      for (const item of search.products) {
        if (item.eligibilityStatus !== "ELIGIBLE" || item.isAdded || (await hasCampaigns(item.sku))) continue;
        product = item;
        break;
      }
      next = search.next;
    } while (!product && next);
    if (!product) throw new Error("no eligible product without campaigns left to add");
    const response = await fetch(`/api/advertised-sku/${profile}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify([
        {
          sku: product.sku,
          asin: product.asin,
          title: product.title,
          brand: product.brand,
          imageUrl: product.imageUrl,
          category: product.category,
          priceToPay: product.priceToPay,
          bidOptimization: { bidMin: 0.2, bidMax: 1.5 },
          maxDailyBudget: 10,
        },
      ]),
    });
    const added = (await response.json()) as Envelope<{ advertisedSKUs: AdvertisedSku[] }>;
    const sku = added.data.advertisedSKUs?.[0];
    if (!sku) throw new Error(`adding ${product.sku} failed: ${JSON.stringify(added)}`);
    return sku;
  }, profileId);
}

/** GET /api/advertised-sku/{profileId}/{skuId} from the page. */
export const readAdvertisedSku = (page: Page, profileId: number, skuId: number) =>
  page.evaluate(
    async ({ profile, id }) =>
      ((await (await fetch(`/api/advertised-sku/${profile}/${id}`)).json()) as Envelope<AdvertisedSku>).data,
    { profile: profileId, id: skuId },
  );

/** PUT /api/advertised-sku/{profileId}/{skuId} from the page, as the SKU's forms send it: answers the status. */
export const putSku = (page: Page, profileId: number, skuId: number, body: unknown) =>
  page.evaluate(
    async ({ path, body }) =>
      (
        await fetch(path, {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { path: `/api/advertised-sku/${profileId}/${skuId}`, body },
  );

/**
 * Advertise from Product Details as a seller does: the button opens the preview of what it will do
 * (issue 29), and its Confirm launches. Answers the preview dialog, closed by then.
 */
export async function advertiseFromCard(page: Page, sku: { sku: string }) {
  await page
    .getByRole("article", { name: `Product ${sku.sku}` })
    .getByRole("button", { name: "Advertise" })
    .click();
  const dialog = page.getByRole("dialog", { name: `Advertise ${sku.sku}` });
  const confirm = dialog.getByRole("button", { name: "Confirm" });
  await confirm.waitFor({ state: "visible", timeout: 30_000 });
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll("[role=dialog] button")].some(
        (button) => button.textContent === name && !(button as HTMLButtonElement).disabled,
      ),
    "Confirm",
    { timeout: 30_000 },
  );
  await confirm.click();
  return dialog;
}
