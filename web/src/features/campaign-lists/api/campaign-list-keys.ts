/**
 * Query keys of the campaign lists. Every list of a profile starts with `campaignListsKey(profileId)`
 * so an update can refetch them all; each source then has its own root.
 */
export type CampaignListSource = "quick-launch" | "migrated";

export const campaignListsKey = (profileId: number) => ["campaigns", profileId, "lists"] as const;

export const campaignListKey = (profileId: number, source: CampaignListSource) =>
  [...campaignListsKey(profileId), source] as const;

export const quickLaunchCampaignsKey = (profileId: number) => campaignListKey(profileId, "quick-launch");
export const migratedCampaignsKey = (profileId: number) => campaignListKey(profileId, "migrated");
