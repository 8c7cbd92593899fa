/**
 * The query keys more than one part of the app reads, writes or invalidates: the root of each, and the
 * prefix a profile's (or a campaign's, an SKU's) reads share. A feature's own reads extend these
 * prefixes in its query factories; no shared key is spelled as a literal elsewhere. Keys that start
 * with `amazonProfiles` skip the 1003 URL cleanup (spec 000 §8).
 */
export const queryRoots = {
  currentUser: "users",
  amazonProfiles: "amazon-profiles",
  /** Written by the sync job and sent on the real-time channel as it moves. */
  syncStatus: "sync-status",
  clock: "clock",
  /** Figures: the dashboard's, the analytics range's, an SKU's conversion. */
  statistics: "statistics",
  campaignLists: "campaigns",
  campaign: "campaign",
  /** The profile-wide search-term list; the term actions refetch it. */
  searchTerms: "search-terms",
  advertisedSkuLists: "advertised-skus",
  advertisedSku: "advertised-sku",
  automation: "automation",
  /** The notification centre: alerts the jobs raise and the channel announces. */
  notifications: "notifications",
} as const;

/** Which campaign list: the campaigns Skupilot launched, or those migrated from Amazon. */
export type CampaignListSource = "quick-launch" | "migrated";

export const queryKeys = {
  currentUser: [queryRoots.currentUser] as const,
  amazonProfiles: [queryRoots.amazonProfiles] as const,
  syncStatus: [queryRoots.syncStatus] as const,
  clock: [queryRoots.clock] as const,
  statistics: [queryRoots.statistics] as const,
  /** Every campaign list of a profile, so an update can refetch them all; each source then has its own. */
  campaignLists: (profileId: number) => [queryRoots.campaignLists, profileId, "lists"] as const,
  campaignList: (profileId: number, source: CampaignListSource) =>
    [queryRoots.campaignLists, profileId, "lists", source] as const,
  /** Every read of a profile's campaign pages; a campaign's own reads go on with its id. */
  campaign: (profileId: number) => [queryRoots.campaign, profileId] as const,
  /** Every page of a profile's search-term list. */
  searchTerms: (profileId: number) => [queryRoots.searchTerms, profileId] as const,
  /** Every cached read of one profile's SKU lists (Product Details' changes invalidate this too). */
  advertisedSkuLists: (profileId: number) => [queryRoots.advertisedSkuLists, profileId] as const,
  /** Every read of a profile's advertised SKU pages; an SKU's own reads go on with its id. */
  advertisedSku: (profileId: number) => [queryRoots.advertisedSku, profileId] as const,
  /** Every automation read of a profile: its changes, status, previews, budget recommendations. */
  automation: (profileId: number) => [queryRoots.automation, profileId] as const,
  notifications: [queryRoots.notifications] as const,
};
