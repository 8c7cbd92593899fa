import { eligibilityNow, findProduct, type Profile, type SandboxState } from "../../model/index";

export interface ProductDetails {
  asin: string;
  sku?: string;
}

const NO_OFFER = {
  name: "INELIGIBLE_OFFER",
  severity: "INELIGIBLE",
  message: "The advertiser has no offer for this product in this marketplace.",
} as const;

/** One `ProductResponse` of `POST /eligibility/product/list`; products not in the catalog have no offer. */
export function productResponse(state: SandboxState, profile: Profile, details: ProductDetails) {
  const product = findProduct(
    profile,
    details.sku !== undefined ? { sku: details.sku } : { asin: details.asin },
  );
  const productDetails =
    details.sku !== undefined ? { asin: details.asin, sku: details.sku } : { asin: details.asin };
  if (!product || product.asin !== details.asin.toUpperCase()) {
    return { productDetails, overallStatus: "INELIGIBLE", eligibilityStatusList: [NO_OFFER] };
  }
  return { productDetails, ...eligibilityNow(state, profile, product) };
}
