import { requireSku } from "../../access/advertised-sku";
import type { ProfileAccess } from "../../access/profile-ads-client";
import { productUrl } from "../../amazon/product-url";
import { ApiError } from "../../contracts/api-error";
import type { AsinLookupResult, RecommendedAsinPage } from "../../contracts/sku-targets/sku-targets";
import type { Database } from "../../db/client";
import { liveAsins, skuAsinTargets } from "./asin-targets";
import { productMetadataByAsin, productRecommendations } from "./marketplace-queries";

/** GET /targets/{profileId}/{skuId}/asin: the product behind an ASIN; 1006 when the marketplace doesn't know it. */
export async function lookupAsin(
  db: Database,
  { profile, client }: ProfileAccess,
  skuId: number,
  asin: string,
): Promise<AsinLookupResult> {
  await requireSku(db, profile.id, skuId);
  const product = (await productMetadataByAsin(client, profile.amazonProfileId, [asin])).get(asin);
  if (!product) throw new ApiError(1006, `The marketplace has no product with ASIN ${asin}.`);
  const targeted = liveAsins(await skuAsinTargets(db, profile.id, skuId));
  return {
    asin,
    brand: product.brand ?? null,
    imageUrl: product.imageUrl ?? null,
    title: product.title ?? null,
    isAdvertised: targeted.has(asin),
  };
}

/** GET /targets/{profileId}/{skuId}/recommended: the marketplace's product targets for the SKU's ASIN. */
export async function recommendedAsins(
  db: Database,
  { profile, client }: ProfileAccess,
  skuId: number,
  query: { limit: number; cursor?: string },
): Promise<RecommendedAsinPage> {
  const sku = await requireSku(db, profile.id, skuId);
  const page = await productRecommendations(
    client,
    profile.amazonProfileId,
    sku.asin,
    query.limit,
    query.cursor,
  );
  const asins = page.recommendations.map((entry) => entry.recommendedAsin.toUpperCase());
  const [targeted, products] = await Promise.all([
    skuAsinTargets(db, profile.id, skuId).then(liveAsins),
    productMetadataByAsin(client, profile.amazonProfileId, asins),
  ]);
  return {
    recommendations: asins.map((asin, index) => ({
      recommendedAsin: asin,
      url: productUrl(profile.countryCode, asin),
      imageUrl: products.get(asin)?.imageUrl ?? null,
      themes: page.recommendations[index]?.themes ?? [],
      isAdvertised: targeted.has(asin),
    })),
    nextCursor: page.nextCursor || null,
  };
}
