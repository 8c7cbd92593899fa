import type { MarketplaceProductPage } from "@contracts/advertised-skus/advertised-sku";
import type { InfiniteData } from "@tanstack/react-query";

/** A cached product search with the added SKU marked Added (spec 001 §4); everything else as it was. */
export function markProductAdded(
  data: InfiniteData<MarketplaceProductPage, string | undefined> | undefined,
  sku: string,
) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      products: page.products.map((product) =>
        product.sku === sku ? { ...product, isAdded: true } : product,
      ),
    })),
  };
}
