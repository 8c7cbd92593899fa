/** The marketplace's answers the SKU's target and keyword screens read: product details and recommendations. */
import type { AdsClient } from "../../amazon/ads-client";
import type { ProductMetadata } from "../../amazon/product-metadata";

const METADATA_REQUEST = "application/vnd.productmetadatarequest.v1+json";
const METADATA_RESPONSE = "application/vnd.productmetadataresponse.v1+json";
const PRODUCT_RECOMMENDATION = "application/vnd.spproductrecommendation.v3+json";
const PRODUCT_RECOMMENDATION_ASINS = "application/vnd.spproductrecommendationresponse.asins.v3+json";
const KEYWORD_RECOMMENDATION = "application/vnd.spkeywordsrecommendation.v5+json";

/** `POST /product/metadata` by ASIN: what the marketplace tells of these products, by ASIN. */
export async function productMetadataByAsin(
  client: AdsClient,
  profileId: string,
  asins: string[],
): Promise<Map<string, ProductMetadata>> {
  if (asins.length === 0) return new Map();
  const answer = await client.send<{ ProductMetadataList?: ProductMetadata[] }>({
    method: "POST",
    path: "/product/metadata",
    profileId,
    contentType: METADATA_REQUEST,
    accept: METADATA_RESPONSE,
    body: { asins, pageIndex: 0, pageSize: Math.min(300, asins.length) },
  });
  return new Map((answer.ProductMetadataList ?? []).map((item) => [item.asin.toUpperCase(), item]));
}

export type ProductRecommendationPage = {
  recommendations: { recommendedAsin: string; themes?: string[] }[];
  nextCursor?: string;
};

/** `POST /sp/targets/products/recommendations`: ASINs to target for the advertised ASIN, with themes. */
export const productRecommendations = (
  client: AdsClient,
  profileId: string,
  adAsin: string,
  count: number,
  cursor?: string,
) =>
  client.send<ProductRecommendationPage>({
    method: "POST",
    path: "/sp/targets/products/recommendations",
    profileId,
    contentType: PRODUCT_RECOMMENDATION,
    accept: PRODUCT_RECOMMENDATION_ASINS,
    body: { adAsins: [adAsin], count, ...(cursor ? { cursor } : {}) },
  });

export type KeywordRecommendation = {
  keyword: string;
  searchVolume?: number;
  bidInfo?: { matchType: string; rank?: number; bid?: number }[];
};

/** `POST /sp/targets/keywords/recommendations` (v5) for the advertised ASIN, most relevant first. */
export async function keywordRecommendations(
  client: AdsClient,
  profileId: string,
  asin: string,
  maxRecommendations: number,
): Promise<KeywordRecommendation[]> {
  const answer = await client.send<{ keywordTargetList?: KeywordRecommendation[] }>({
    method: "POST",
    path: "/sp/targets/keywords/recommendations",
    profileId,
    contentType: KEYWORD_RECOMMENDATION,
    body: {
      recommendationType: "KEYWORDS_FOR_ASINS",
      asins: [asin],
      maxRecommendations,
      sortDimension: "DEFAULT",
      bidsEnabled: true,
    },
  });
  return answer.keywordTargetList ?? [];
}
