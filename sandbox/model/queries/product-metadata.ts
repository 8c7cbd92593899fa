/**
 * A catalog product as `POST /product/metadata` describes it, and the competitor ASINs
 * `POST /sp/targets/products/recommendations` suggests for advertised ASINs, with their themes.
 */
import type { Product, Profile, SandboxState } from "../state";
import { availabilityNow, eligibilityNow } from "./products";

/** Best-seller rank from the last week's units: a product selling more ranks better. */
export function bestSellerRank(profile: Profile, product: Product): number {
  const week = profile.market.velocity[product.sku] ?? [];
  const unitsPerDay = week.reduce((sum, units) => sum + units, 0) / 7;
  return Math.max(1, Math.round(250_000 / (1 + unitsPerDay) ** 1.4));
}

export function productMetadata(state: SandboxState, profile: Profile, product: Product) {
  const eligibility = eligibilityNow(state, profile, product);
  return {
    asin: product.asin,
    sku: product.sku,
    title: product.title,
    imageUrl: product.imagePath,
    priceToPay: { amount: product.price, currency: product.currencyCode },
    basisPrice: { amount: product.price, currency: product.currencyCode },
    availability: availabilityNow(state, profile, product),
    eligibilityStatus: eligibility.overallStatus,
    ineligibilityReasons: eligibility.eligibilityStatusList.map((status) => status.message),
    brand: product.brand,
    category: product.categoryName,
    bestSellerRank: `#${String(bestSellerRank(profile, product)).replace(/\B(?=(\d{3})+$)/g, ",")} in ${product.categoryName}`,
  };
}

export interface ProductTargetRecommendation {
  recommendedAsin: string;
  themes: ("SIMILAR_TO_ADVERTISED" | "COMPLEMENTS")[];
}

/** Other sellers' product pages similar to (or complementing) the advertised ASINs, best first. */
export function productTargetsFor(
  profile: Profile,
  adAsins: readonly string[],
): ProductTargetRecommendation[] {
  const wanted = new Set(adAsins.map((asin) => asin.toUpperCase()));
  const rows = profile.catalog.flatMap((product, index) =>
    wanted.has(product.asin) ? [{ product, index }] : [],
  );
  return profile.market.queries
    .flatMap((query, q) => {
      if (query.kind !== "page" || query.ownSku) return [];
      let best = 0;
      let complement = false;
      for (const { product, index } of rows) {
        const relevance = profile.market.truth[index]?.relevance[q] ?? 0;
        if (relevance > best) {
          best = relevance;
          complement = query.categoryId !== product.categoryId;
        }
      }
      return best > 0 ? [{ asin: query.text.toUpperCase(), relevance: best, complement }] : [];
    })
    .sort((a, b) => b.relevance - a.relevance || a.asin.localeCompare(b.asin))
    .map((entry) => ({
      recommendedAsin: entry.asin,
      themes: [entry.complement ? "COMPLEMENTS" : "SIMILAR_TO_ADVERTISED"],
    }));
}
