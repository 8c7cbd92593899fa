import type { AdsClient } from "./ads-client";

const REQUEST_TYPE = "application/vnd.productmetadatarequest.v1+json";
const RESPONSE_TYPE = "application/vnd.productmetadataresponse.v1+json";
/** ProductMetadataRequest takes at most 300 SKUs. */
const MAX_SKUS = 300;

export type ProductMetadata = {
  asin: string;
  sku: string;
  title?: string;
  brand?: string;
  imageUrl?: string;
  priceToPay?: { amount: number; currency: string };
  availability?: string;
  category?: string;
  eligibilityStatus?: string;
};

/** `POST /product/metadata`: the advertiser's catalog details of these SKUs, by SKU. Unknown SKUs are absent. */
export async function productMetadataBySku(
  client: AdsClient,
  profileId: string,
  skus: string[],
): Promise<Map<string, ProductMetadata>> {
  const unique = [...new Set(skus)];
  const bySku = new Map<string, ProductMetadata>();
  for (let start = 0; start < unique.length; start += MAX_SKUS) {
    const chunk = unique.slice(start, start + MAX_SKUS);
    const answer = await client.send<{ ProductMetadataList?: ProductMetadata[] }>({
      method: "POST",
      path: "/product/metadata",
      profileId,
      contentType: REQUEST_TYPE,
      accept: RESPONSE_TYPE,
      body: { skus: chunk, pageIndex: 0, pageSize: chunk.length, checkItemDetails: true },
    });
    for (const item of answer.ProductMetadataList ?? []) bySku.set(item.sku, item);
  }
  return bySku;
}
