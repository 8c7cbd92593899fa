import type { MarketplaceProduct, NewAdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import type { InlineSkuFormValues } from "@contracts/advertised-skus/sku-fields.schemas";

/** One product of POST /api/advertised-sku/{profileId}: the marketplace's details and the seller's figures. */
export const toNewSku = (
  product: MarketplaceProduct,
  { maxDailyBudget, bidMin, bidMax }: InlineSkuFormValues,
): NewAdvertisedSku => ({
  sku: product.sku,
  asin: product.asin,
  title: product.title,
  brand: product.brand,
  imageUrl: product.imageUrl,
  priceToPay: product.priceToPay,
  category: product.category,
  bidOptimization: { bidMin, bidMax },
  maxDailyBudget,
});
