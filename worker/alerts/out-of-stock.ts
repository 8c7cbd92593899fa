import type { AlertRules } from "../contracts/alerts/alert-rules";
import { ALERT_LINKS, type RaisedAlert } from "./alert";

/** Amazon's catalog availability of an advertised SKU (null: Amazon did not say). */
export type SkuAvailability = { skuId: number; sku: string; availability: string | null };

export const OUT_OF_STOCK = "OUT_OF_STOCK";
/** Amazon's word for a product still buyable whose stock is running low. */
export const LOW_STOCK = "IN_STOCK_SCARCE";

/** One alert per SKU out of stock (its ads are paused meanwhile), or running low when the rule asks. */
export function outOfStockAlerts(
  { lowStock }: AlertRules["outOfStock"],
  today: string,
  skus: SkuAvailability[],
): RaisedAlert[] {
  return skus.flatMap(({ skuId, sku, availability }): RaisedAlert[] => {
    if (availability === OUT_OF_STOCK)
      return [
        {
          kind: "outOfStock",
          dedupeKey: `outOfStock:${skuId}:${today}`,
          title: `Out of stock: ${sku}`,
          text: `${sku} is out of stock on Amazon. Skupilot paused its ads so nothing is spent, and resumes them once it is back in stock. Restock it to keep selling.`,
          link: ALERT_LINKS.sku(skuId),
        },
      ];
    if (lowStock && availability === LOW_STOCK)
      return [
        {
          kind: "outOfStock",
          dedupeKey: `lowStock:${skuId}:${today}`,
          title: `Stock running low: ${sku}`,
          text: `Amazon says ${sku}'s stock is running low. Restock it before it runs out, or its ads stop.`,
          link: ALERT_LINKS.sku(skuId),
        },
      ];
    return [];
  });
}
