import type { LaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import { validationError } from "../../contracts/api-error";

export const NO_SKU_MESSAGE = "This campaign has no SKU recorded; migrate it for a SKU first";

/** The SKU the campaign advertises: the change log keeps each change under a SKU (1005 on `field` otherwise). */
export function requireCampaignSku(campaign: LaunchedOrMigratedCampaign, field: string): number {
  if (!campaign.advertisedSku) throw validationError(field, NO_SKU_MESSAGE);
  return campaign.advertisedSku.id;
}
