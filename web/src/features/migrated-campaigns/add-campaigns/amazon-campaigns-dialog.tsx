import { Flex, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { AppDialog } from "../../../components/ui/app-dialog";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import type { MarketplaceStateFilter } from "./api/marketplace-campaigns-query";
import { MarketplaceCampaignResults } from "./marketplace-campaign-results";
import { NameSearch } from "./name-search";
import { StateFilter } from "./state-filter";

/**
 * 'Amazon Campaigns' (spec 000 §2.7): the seller's campaigns on Amazon, searched by name and state,
 * to migrate into Skupilot. It asks Amazon only while open and a profile is selected.
 */
export function AmazonCampaignsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { profile } = useCurrentProfile();
  const [name, setName] = useState("");
  const [state, setState] = useState<MarketplaceStateFilter>("ALL");
  const debouncedName = useDebouncedValue(name);

  // Back to ALL as it closes, so each opening starts at ALL without first asking for the old state.
  const close = () => {
    setState("ALL");
    onClose();
  };

  return (
    <AppDialog open={open} onClose={close} title="Amazon Campaigns" size="lg">
      <Stack gap="5">
        <Flex gap="3" align="flex-end" direction={{ base: "column", sm: "row" }}>
          <NameSearch value={name} onChange={setName} />
          <StateFilter value={state} onChange={setState} />
        </Flex>
        {!profile ? (
          <Text color="fg.muted">Select a Sponsored Ad Account</Text>
        ) : (
          <MarketplaceCampaignResults
            profileId={profile.id}
            search={{ name: debouncedName, state }}
            enabled={open}
          />
        )}
      </Stack>
    </AppDialog>
  );
}
