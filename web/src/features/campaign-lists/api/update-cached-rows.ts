import type { CampaignUpdateResult } from "@contracts/campaigns/campaign-detail";
import type { CampaignList } from "@contracts/campaigns/campaign-list";

/** The list with the updated campaign's state, budget and bidding taken from the update's answer. */
export function withUpdatedCampaign(list: CampaignList | undefined, updated: CampaignUpdateResult) {
  if (!list?.campaigns.some((row) => row.id === updated.id)) return list;
  return {
    ...list,
    campaigns: list.campaigns.map((row) =>
      row.id === updated.id
        ? { ...row, state: updated.state, budget: updated.budget, dynamicBidding: updated.dynamicBidding }
        : row,
    ),
  };
}
