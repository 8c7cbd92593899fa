/**
 * The optional settings of PUT /api/advertised-sku/{profileId}/{skuId} (spec 001 §7): each may be
 * sent alone. `today` is the profile's marketplace today, for the seasonality dates; `stored` the
 * SKU's saved seasonality, whose dates may be sent back unchanged.
 */
import * as v from "valibot";
import type { Seasonality } from "../advertised-sku";
import { negativeOptimizationSchema } from "./negative-optimization.schemas";
import { searchTermExpansionSchema } from "./search-term-expansion.schemas";
import { seasonalitySchema } from "./seasonality.schemas";
import { targetBidExpansionSchema } from "./target-bid-expansion.schemas";

export { negativeOptimizationSchema, searchTermExpansionSchema, seasonalitySchema, targetBidExpansionSchema };

export const skuSettingsEntries = (today: string, stored: Seasonality | null = null) => ({
  seasonality: v.optional(seasonalitySchema(today, stored)),
  negativeOptimization: v.optional(negativeOptimizationSchema),
  searchTermExpansion: v.optional(searchTermExpansionSchema),
  targetBidExpansion: v.optional(targetBidExpansionSchema),
});

/**
 * For the body's first pass, before the profile (and so its today) is known: the settings are
 * accepted as any value there and checked by parseSkuSettings.
 */
export const skuSettingsPlaceholders = {
  seasonality: v.optional(v.unknown()),
  negativeOptimization: v.optional(v.unknown()),
  searchTermExpansion: v.optional(v.unknown()),
  targetBidExpansion: v.optional(v.unknown()),
};
