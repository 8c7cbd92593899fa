import { Heading, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { ChangeHistory } from "./change-history";

type CampaignHistoryProps = { profileId: number; campaignId: string; campaignName: string; limited: boolean };

/** The campaign page's 'Automation History': what the automation changed in this campaign, and why. */
export function CampaignHistory({ profileId, campaignId, campaignName, limited }: CampaignHistoryProps) {
  const scope = useMemo(() => ({ profileId, campaignId }), [profileId, campaignId]);
  return (
    <Stack gap="3" as="section" aria-labelledby="section-automation-history">
      <Stack gap="1">
        <Heading id="section-automation-history" size="md">
          Automation History
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Every change Skupilot's automation made in this campaign, with its reason. Undo puts the old value
          back on Amazon while nothing else has changed it since.
        </Text>
      </Stack>
      <ChangeHistory
        scope={scope}
        name={campaignName}
        limited={limited}
        emptyText="Changes the automation makes in this campaign show here, each with its reason."
      />
    </Stack>
  );
}
