import { EmptyState, Separator, Stack } from "@chakra-ui/react";
import { UserRoundX } from "lucide-react";
import { useCurrentProfile } from "../selection/current-profile-context";
import { PickerLabel } from "./picker-label";
import { ProfileList } from "./profile-list";
import { ProfileSummary } from "./profile-summary";

/** The picker's right side: the current profile, then the account's profiles under 'Sponsored Ads Accounts'. */
export function ProfilePanel({ onSelected }: { onSelected: () => void }) {
  const { account, profile, selectProfile } = useCurrentProfile();
  if (!profile)
    return (
      <EmptyState.Root flex="1" size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <UserRoundX />
          </EmptyState.Indicator>
          <EmptyState.Title>No Account!</EmptyState.Title>
          <EmptyState.Description>This Amazon account has no Sponsored Ads profile.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
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
