/**
 * What "turn ads off" switches for this SKU (issue 29): the campaigns Skupilot built for it, each
 * migrated campaign that advertises only this product (paused whole), and in a migrated campaign
 * shared with other products only this product's ad (the campaign and its budget left alone). Pure.
 */
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";

export const NOT_MIGRATED_NOTE = "Your campaigns that are not migrated are left alone.";

export function adsOffScope(sku: Pick<AdvertisedSku, "isAdvertised" | "migratedCampaigns">): string[] {
  const lines: string[] = [];
  if (sku.isAdvertised) lines.push("Skupilot's campaigns for this SKU are paused.");
  for (const campaign of sku.migratedCampaigns) {
    lines.push(
      campaign.sharedWithOtherSkus
        ? `Migrated campaign “${campaign.name}” also advertises other products: only this product's ad is paused; the campaign and its budget are left alone.`
        : `Migrated campaign “${campaign.name}” is paused.`,
    );
  }
  if (lines.length === 0) return [];
  return [...lines, NOT_MIGRATED_NOTE];
}
