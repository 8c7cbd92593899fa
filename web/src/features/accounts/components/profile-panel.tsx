import { Separator, Stack } from "@chakra-ui/react";
import { UserRoundX } from "lucide-react";
import { AppEmptyState } from "../../../components/ui/app-empty-state";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { PickerLabel } from "./picker-label";
import { ProfileList } from "./profile-list";
import { ProfileSummary } from "./profile-summary";

/** The picker's right side: the current profile, then the account's profiles under 'Sponsored Ads Accounts'. */
export function ProfilePanel({ onSelected }: { onSelected: () => void }) {
  const { account, profile, selectProfile } = useCurrentProfile();
  if (!profile)
    return (
      <AppEmptyState
        flex="1"
        size="sm"
        icon={<UserRoundX />}
        title="No Account!"
        description="This Amazon account has no Sponsored Ads profile."
      />
    );

  return (
    <Stack gap="4" p="4" flex="1" minWidth="0">
      <ProfileSummary profile={profile} />
      <Separator />
      <Stack gap="2">
        <PickerLabel>Sponsored Ads Accounts</PickerLabel>
        <ProfileList
          profiles={account?.profiles ?? []}
          currentId={profile.id}
          onSelect={(id) => {
            selectProfile(id);
            onSelected();
          }}
        />
      </Stack>
    </Stack>
  );
}
