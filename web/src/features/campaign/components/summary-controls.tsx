import { HStack } from "@chakra-ui/react";
import type { CampaignDetail } from "@contracts/campaigns/campaign-detail";
import { CampaignStateBadge } from "../../../components/ui/campaign-state-badge";
import { DailyBudgetPopover } from "../../../components/ui/daily-budget-popover";
import { StateSwitch } from "../../../components/ui/state-switch";
import { isToggleableState } from "../../../lib/campaign-labels";
import { useUpdateCampaignSettings } from "../api/use-campaign-edits";
import type { CampaignEditing } from "../columns/editing";

type ControlProps = { campaign: CampaignDetail; editing: CampaignEditing };

/** The campaign's state: a switch for ENABLED/PAUSED (spec 000 §4) beside its label. */
export function CampaignStateControl({ campaign, editing }: ControlProps) {
  const update = useUpdateCampaignSettings(editing.campaign);
  const badge = <CampaignStateBadge state={campaign.state} />;
  if (!isToggleableState(campaign.state)) return badge;
  return (
    <HStack gap="2">
      <StateSwitch
        state={campaign.state}
        label={`Active: ${campaign.name}`}
        disabled={editing.limited}
        pending={update.isPending}
        onChange={(state) => update.mutate({ state })}
      />
      {badge}
    </HStack>
  );
}

/** The campaign's daily budget, saved through the campaign page's update. */
export function CampaignBudgetControl({ campaign, editing }: ControlProps) {
  const update = useUpdateCampaignSettings(editing.campaign);
  return (
    <DailyBudgetPopover
      campaign={campaign}
      limited={editing.limited}
      pending={update.isPending}
      onSave={(budget, done) => update.mutate({ budget }, { onSuccess: done })}
      justify="flex-start"
    />
  );
}
