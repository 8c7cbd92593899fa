import type { CampaignKey } from "../../../api/campaign-key";

/**
 * What the page's cells need: which campaign, whether the user's ad limit is reached, and the
 * currency (ISO 4217) of its profile's money, which its figure columns and CSV headers read.
 */
export type CampaignEditing = { campaign: CampaignKey; limited: boolean; currency: string };
