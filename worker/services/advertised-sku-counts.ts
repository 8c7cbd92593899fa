import type { Database } from "../app-env";
import { NO_COUNTS, type SkuCounts } from "./advertised-sku-view";

/**
 * Competitors, ASIN targets and keyword targets of each SKU, by id. The tables holding them come
 * with the campaign structure (issue #6, S2/S3); until then every SKU counts none.
 */
export async function skuCountsById(_db: Database, skuIds: number[]): Promise<Map<number, SkuCounts>> {
  return new Map(skuIds.map((id) => [id, NO_COUNTS]));
}
