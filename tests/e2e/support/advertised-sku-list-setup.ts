import type { Page } from "playwright-core";
import type {
  AdvertisedSku,
  AdvertisedSkusById,
  MarketplaceProduct,
} from "../../../worker/contracts/advertised-skus/advertised-sku";
import { localD1 } from "./local-d1";

type Envelope<T> = { status: string; data: T };

/**
 * Test setup: adds up to `count` eligible catalog products through the API (as the Products dialog
 * does, budget $10, bids $0.20–$1.50), walking the search's pages. Answers the stored SKUs.
 */
export const addSkus = (page: Page, profileId: number, count: number) =>
  page.evaluate(
    async ({ profile, wanted }) => {
      const chosen: MarketplaceProduct[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        const answer = (await (
          await fetch(`/api/amazon/search/${profile}?limit=10${query}`)
        ).json()) as Envelope<{
          products: MarketplaceProduct[];
          next: string | null;
        }>;
        chosen.push(
          ...answer.data.products.filter((item) => item.eligibilityStatus === "ELIGIBLE" && !item.isAdded),
        );
        cursor = answer.data.next;
      } while (cursor && chosen.length < wanted);
      const body = chosen.slice(0, wanted).map((product) => ({
        sku: product.sku,
        asin: product.asin,
        title: product.title,
        brand: product.brand,
        imageUrl: product.imageUrl,
        category: product.category,
        priceToPay: product.priceToPay,
        bidOptimization: { bidMin: 0.2, bidMax: 1.5 },
        maxDailyBudget: 10,
      }));
      const response = await fetch(`/api/advertised-sku/${profile}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const added = (await response.json()) as Envelope<{ advertisedSKUs: AdvertisedSku[] }>;
      if (!added.data.advertisedSKUs?.length) throw new Error(JSON.stringify(added));
      return added.data.advertisedSKUs;
    },
    { profile: profileId, wanted: count },
  );

/**
 * Test setup only: the demo catalog has fewer eligible products than two pages need, so copies of
 * stored SKUs (their SKU suffixed '-B') make up `total` rows.
 */
export async function topUpSkus(profileId: number, total: number) {
  const [row] = await localD1<{ count: number }>(
    `select count(*) as count from advertised_skus where profile_id = ${profileId}`,
  );
  const missing = total - (row?.count ?? 0);
  if (missing <= 0) return;
  await localD1(
    "insert into advertised_skus (profile_id, sku, asin, title, brand, thumbnail, image_url, price_cents, " +
      "currency, category, max_daily_budget_cents, bid_min_cents, bid_max_cents, created_at, updated_at) " +
      "select profile_id, sku || '-B', asin, title, brand, thumbnail, image_url, price_cents, currency, " +
      "category, max_daily_budget_cents, bid_min_cents, bid_max_cents, created_at, updated_at " +
      `from advertised_skus where profile_id = ${profileId} order by id limit ${missing}`,
  );
}

export const allSkus = (page: Page, profileId: number) =>
  page.evaluate(
    async (profile) =>
      Object.values(
        ((await (await fetch(`/api/advertised-sku/${profile}/list`)).json()) as Envelope<AdvertisedSkusById>)
          .data.advertisedSKUs,
      ),
    profileId,
  );

export const readSku = (page: Page, profileId: number, skuId: number) =>
  page.evaluate(
    async ({ profile, id }) =>
      ((await (await fetch(`/api/advertised-sku/${profile}/${id}`)).json()) as Envelope<AdvertisedSku>).data,
    { profile: profileId, id: skuId },
  );
