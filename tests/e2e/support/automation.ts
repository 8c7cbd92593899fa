import type { Page } from "playwright-core";
import type {
  AdvertisedSku,
  MarketplaceProduct,
} from "../../../worker/contracts/advertised-skus/advertised-sku";
import type { ChangePage, ChangeRow, PreviewPage } from "../../../worker/contracts/automation/change-api";
import { apiData } from "./campaign-page";
import { localD1 } from "./local-d1";

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The profile's product with the most clicks over the synced days in the seller's existing campaigns
 * (the sandbox starts with 14 days of history), neither added by this seller nor built on Amazon yet
 * (other files advertise the sandbox's products too): its rules have figures to act on at once.
 */
export async function productWithTraffic(profileId: number) {
  const [row] = await localD1<{ sku: string; clicks: number }>(
    "select a.sku, sum(m.clicks) as clicks from sp_product_ads a " +
      "join daily_metrics m on m.profile_id = a.profile_id and m.grain = 'PRODUCT_AD' and m.entity_id = a.ad_id " +
      `where a.profile_id = ${profileId} and a.state = 'ENABLED' ` +
      `and a.sku not in (select sku from advertised_skus where profile_id = ${profileId}) ` +
      `and not exists (select 1 from sp_campaigns c where c.profile_id = ${profileId} and c.name like a.sku || ' · %') ` +
      "group by a.sku order by clicks desc limit 1",
  );
  if (!row) throw new Error("the demo seller has no advertised product with clicks left");
  return row.sku;
}

/** The Max budget and bids a product is added with (the Products dialog's fields). */
export type AddedWith = { maxDailyBudget: number; bidMin: number; bidMax: number };

/** Adds one product of the seller's catalog by its SKU, through the API as the Products dialog would. */
export function addProduct(
  page: Page,
  profileId: number,
  sku: string,
  added: AddedWith = { maxDailyBudget: 10, bidMin: 0.2, bidMax: 1.5 },
) {
  return page.evaluate(
    async ({ profile, sku, setup }) => {
      type Envelope<T> = { status: string; data: T };
      const search = (await (
        await fetch(`/api/amazon/search/${profile}?limit=10&sku=${encodeURIComponent(sku)}`)
      ).json()) as Envelope<{ products: MarketplaceProduct[] }>;
      const product = search.data.products.find((item) => item.sku === sku);
      if (!product) throw new Error(`${sku} is not in the catalog`);
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
            bidOptimization: { bidMin: setup.bidMin, bidMax: setup.bidMax },
            maxDailyBudget: setup.maxDailyBudget,
          },
        ]),
      });
      const added = (await response.json()) as Envelope<{ advertisedSKUs: AdvertisedSku[] }>;
      const stored = added.data.advertisedSKUs?.[0];
      if (!stored) throw new Error(`adding ${sku} failed: ${JSON.stringify(added)}`);
      return stored;
    },
    { profile: profileId, sku, setup: added },
  );
}

/** Every change of the SKU's History, newest first (all pages). */
export async function historyOf(page: Page, profileId: number, skuId: number) {
  const changes: ChangeRow[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const answer: ChangePage = await apiData<ChangePage>(
      page,
      `/api/automation/${profileId}/changes?skuId=${skuId}&limit=100${after}`,
    );
    changes.push(...answer.changes);
    cursor = answer.nextCursor;
  } while (cursor);
  return changes;
}

/** What the next run would change for the SKU. */
export const previewOf = (page: Page, profileId: number, skuId: number) =>
  apiData<PreviewPage>(page, `/api/automation/${profileId}/preview?skuId=${skuId}`);

/** A keyword's or target's bid as the last sync read it from Amazon (the local mirror). */
export async function mirroredBid(profileId: number, entityType: string, entityId: string) {
  const [table, column] =
    entityType === "KEYWORD" ? ["sp_keywords", "keyword_id"] : ["sp_targets", "target_id"];
  const [row] = await localD1<{ bid_cents: number | null }>(
    `select bid_cents from ${table} where profile_id = ${profileId} and ${column} = ${quote(entityId)}`,
  );
  return row?.bid_cents ?? null;
}
