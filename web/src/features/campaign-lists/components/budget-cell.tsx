import type { CampaignListRow } from "@contracts/campaigns/campaign-list";
import { DailyBudgetPopover } from "../../../components/ui/daily-budget-popover";
import { useUpdateCampaign } from "../api/use-update-campaign";

type BudgetCellProps = { profileId: number; campaign: CampaignListRow; adLimitReached: boolean };

/** A list row's daily budget, saved through the lists' campaign update. */
export function BudgetCell({ profileId, campaign, adLimitReached }: BudgetCellProps) {
  const update = useUpdateCampaign(profileId, campaign.id);
  return (
    <DailyBudgetPopover
      campaign={campaign}
      limited={adLimitReached}
      pending={update.isPending}
      onSave={(budget, done) => update.mutate({ budget }, { onSuccess: done })}
    />
  );
}
