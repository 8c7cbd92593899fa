import type { CampaignKey } from "../api/campaign-queries";

/** What the page's editable cells need: which campaign, and whether the user's ad limit is reached. */
export type CampaignEditing = { campaign: CampaignKey; limited: boolean };
