import type { AdsCall } from "./ads";
import { adsFetch } from "./ads";

export const METADATA_REQUEST = "application/vnd.productmetadatarequest.v1+json";

export type ProductMetadata = {
  asin: string;
  sku: string;
  title: string;
  imageUrl: string;
  availability: string;
  eligibilityStatus?: string;
  bestSellerRank: string;
};

/** The profile's whole catalog through `POST /product/metadata` (one page of up to 300). */
export async function catalog(call: AdsCall): Promise<ProductMetadata[]> {
  const response = await adsFetch("/product/metadata", {
    ...call,
    method: "POST",
    headers: { "Content-Type": METADATA_REQUEST },
    body: { pageIndex: 0, pageSize: 300, checkEligibility: true, adType: "SP" },
  });
  if (response.status !== 200) throw new Error(`product metadata answered ${response.status}`);
  return ((await response.json()) as { ProductMetadataList: ProductMetadata[] }).ProductMetadataList;
}
