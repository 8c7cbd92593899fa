import type { CampaignListRow } from "../../../../../worker/contracts/campaign-list";
import {
  dailyBudgetField,
  MIN_DAILY_BUDGET,
} from "../../../../../worker/routes/campaigns/campaign-update.schemas";
import { AmountPopover } from "../../../components/ui/amount-popover";
import { formatMoney } from "../../../lib/format";
import { useUpdateCampaign } from "../api/use-update-campaign";

type BudgetCellProps = { profileId: number; campaign: CampaignListRow; adLimitReached: boolean };

/** The daily budget, editable in a popover while the campaign is ENABLED and the ad limit is not reached. */
export function BudgetCell({ profileId, campaign, adLimitReached }: BudgetCellProps) {
  const update = useUpdateCampaign(profileId, campaign.id);
  return (
    <AmountPopover
      value={campaign.budget.budget}
      display={formatMoney(campaign.budget.budget)}
      editLabel={`Edit budget of ${campaign.name}`}
      fieldLabel="Daily budget ($)"
      field={dailyBudgetField}
      decimals={2}
      min={MIN_DAILY_BUDGET}
      editable={campaign.state === "ENABLED" && !adLimitReached}
      pending={update.isPending}
      onSave={(budget, done) => update.mutate({ budget }, { onSuccess: done })}
    />
  );
}
