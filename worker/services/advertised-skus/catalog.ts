import type { AdsClient } from "../../amazon/ads-client";
import type { ProductMetadata } from "../../amazon/product-metadata";

const REQUEST_TYPE = "application/vnd.productmetadatarequest.v1+json";
const RESPONSE_TYPE = "application/vnd.productmetadataresponse.v1+json";
export const MAX_CATALOG_PAGE = 300;

export type CatalogItem = ProductMetadata & { bestSellerRank?: string };
export type CatalogPage = { items: CatalogItem[]; cursorToken: string | null };

/** `POST /product/metadata`: one page of the seller's catalog with Sponsored Products eligibility. */
export async function catalogPage(
  client: AdsClient,
  amazonProfileId: string,
  pageSize: number,
  cursorToken?: string,
): Promise<CatalogPage> {
  const answer = await client.send<{ ProductMetadataList?: CatalogItem[]; cursorToken?: string }>({
    method: "POST",
    path: "/product/metadata",
    profileId: amazonProfileId,
    contentType: REQUEST_TYPE,
    accept: RESPONSE_TYPE,
    body: {
      pageIndex: 0,
      pageSize,
      checkEligibility: true,
      checkItemDetails: true,
      adType: "SP",
      ...(cursorToken ? { cursorToken } : {}),
    },
  });
  return { items: answer.ProductMetadataList ?? [], cursorToken: answer.cursorToken || null };
}
