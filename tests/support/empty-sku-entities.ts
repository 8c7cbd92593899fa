import type { SkuEntities } from "../../worker/automation/load-entities";

type EntityLists = Omit<SkuEntities, "ownAdIds" | "targetingCampaignIds">;

/** A SKU without campaigns, ad groups, ads, keywords, targets or negatives (the rules' snapshot holds these lists too). */
export const noEntityLists = (): EntityLists => ({
  campaigns: [],
  adGroups: [],
  productAds: [],
  keywords: [],
  targets: [],
  negatives: [],
});

/** What load-entities.ts answers for a SKU with no entities at all. */
export const noSkuEntities = (): SkuEntities => ({
  ...noEntityLists(),
  ownAdIds: [],
  targetingCampaignIds: [],
});
