import { Switch } from "@chakra-ui/react";
import type { CampaignListRow } from "@contracts/campaigns/campaign-list";
import { isToggleableState } from "../../../lib/campaign-labels";
import { EMPTY } from "../../../lib/format";
import { useUpdateCampaign } from "../api/use-update-campaign";

type ActiveSwitchProps = { profileId: number; campaign: CampaignListRow; adLimitReached: boolean };

/** On sends ENABLED, off PAUSED; only for those two states, and not while pending or over the ad limit. */
export function ActiveSwitch({ profileId, campaign, adLimitReached }: ActiveSwitchProps) {
  const update = useUpdateCampaign(profileId, campaign.id);
  if (!isToggleableState(campaign.state)) return EMPTY;
  return (
    <Switch.Root
      size="sm"
      colorPalette="green"
      checked={campaign.state === "ENABLED"}
      disabled={update.isPending || adLimitReached}
      onCheckedChange={({ checked }) => update.mutate({ state: checked ? "ENABLED" : "PAUSED" })}
    >
      <Switch.HiddenInput aria-label={`Active: ${campaign.name}`} />
      <Switch.Control />
    </Switch.Root>
  );
}
