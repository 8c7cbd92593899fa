import { queryKeys } from "./query-keys";

/** A campaign of a profile, as the campaign page and the search-term actions name it. */
export type CampaignKey = { profileId: number; campaignId: string };

/** The campaign's path parameters; its id comes from the address bar, so it is escaped. */
export const campaignParam = ({ profileId, campaignId }: CampaignKey) => ({
  profileId: String(profileId),
  campaignId: encodeURIComponent(campaignId),
});

/** Prefix of every read of a campaign's page. */
export const campaignReadsKey = ({ profileId, campaignId }: CampaignKey) =>
  [...queryKeys.campaign(profileId), campaignId] as const;
