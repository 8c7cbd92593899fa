/** How an answered edit lands in the campaign page's cached reads, before they refetch. Pure. */
import type {
  CampaignDetail,
  CampaignNegativeTargets,
  CampaignTargets,
  CampaignUpdateResult,
} from "@contracts/campaigns/campaign-detail";

/** The detail with the update's state, budget and bidding, its placements' adjustments included. */
export function detailWithUpdate(detail: CampaignDetail | undefined, updated: CampaignUpdateResult) {
  if (!detail || detail.id !== updated.id) return detail;
  const percentageOf = (placement: string) =>
    updated.dynamicBidding.placementBidding.find((bid) => bid.placement === placement)?.percentage ?? 0;
  return {
    ...detail,
    state: updated.state,
    budget: updated.budget,
    dynamicBidding: updated.dynamicBidding,
    placements: detail.placements.map((row) =>
      row.percentage === null ? row : { ...row, percentage: percentageOf(row.placement) },
    ),
  };
}

type Lists = CampaignTargets & CampaignNegativeTargets;
export type TargetList = keyof Lists;
export type TargetChange = { state?: "ENABLED" | "PAUSED"; bid?: number };

/** The cached targets (or negatives) with one row's accepted change. */
export function withTargetChange<Data extends Partial<Lists>>(
  data: Data | undefined,
  list: TargetList,
  id: string,
  change: TargetChange,
): Data | undefined {
  const rows = data?.[list];
  if (!data || !rows) return data;
  return { ...data, [list]: rows.map((row) => (row.id === id ? { ...row, ...change } : row)) };
}
