import type { AdsClient } from "./ads-client";

/** ProductEligibilityRequest takes at most 30 products. */
const MAX_PRODUCTS = 30;

export type ProductRef = { asin: string; sku: string };
export type ProductEligibility = {
  /** ELIGIBLE, ELIGIBLE_WITH_WARNING or INELIGIBLE. */
  overallStatus: string;
  /** Amazon's reasons, e.g. "The product is out of stock." */
  reasons: string[];
};

type ProductResponse = {
  productDetails?: { asin?: string; sku?: string };
  overallStatus?: string;
  eligibilityStatusList?: { name?: string; message?: string }[];
};

/** `POST /eligibility/product/list`: whether each product may be advertised with Sponsored Products now, by SKU. */
export async function eligibilityBySku(
  client: AdsClient,
  profileId: string,
  products: ProductRef[],
): Promise<Map<string, ProductEligibility>> {
  const unique = [...new Map(products.map((product) => [product.sku, product])).values()];
  const bySku = new Map<string, ProductEligibility>();
  for (let start = 0; start < unique.length; start += MAX_PRODUCTS) {
    const chunk = unique.slice(start, start + MAX_PRODUCTS);
    const answer = await client.send<{ productResponseList?: ProductResponse[] }>({
      method: "POST",
      path: "/eligibility/product/list",
      profileId,
      body: { adType: "sp", productDetailsList: chunk.map(({ asin, sku }) => ({ asin, sku })) },
    });
    (answer.productResponseList ?? []).forEach((response, index) => {
      const sku = response.productDetails?.sku ?? chunk[index]?.sku;
      if (sku === undefined) return;
      bySku.set(sku, {
        overallStatus: response.overallStatus ?? "INELIGIBLE",
        reasons: (response.eligibilityStatusList ?? []).flatMap((status) =>
          status.message ? [status.message] : status.name ? [status.name] : [],
        ),
      });
    });
  }
  return bySku;
}
