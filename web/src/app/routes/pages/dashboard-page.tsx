import { Heading, Stack, Text } from "@chakra-ui/react";
import { Page } from "../../../components/layout/page";
import { ProfileFilter } from "../../../components/profile-filter";
import { BudgetRecommendations } from "../../../features/automation/budget/budget-recommendations";
import { AutomationActivityCard } from "../../../features/automation/components/automation-activity-card";
import { DashboardFigures } from "../../../features/dashboard/components/dashboard-figures";
import { FirstSyncProgress } from "../../../features/sync/first-sync-progress";
import { SyncFailedNotice } from "../../../features/sync/sync-failed-notice";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { useProfileFilter } from "../../../lib/accounts/use-profile-filter";
import { useSignedInUser } from "../../../lib/auth/current-user";

export function DashboardPage() {
  const user = useSignedInUser();
  const { profile } = useCurrentProfile();
  const filter = useProfileFilter();
  return (
    <Page title="Dashboard">
      <Stack gap="6">
        <Stack gap="1">
          <Heading size="lg">Welcome, {user.name}!</Heading>
          <Text color="fg.muted">
            Skupilot customises and elevates your Amazon advertising: it launches, migrates, monitors and
            tunes your Sponsored Products campaigns per SKU toward your target ROAS.
          </Text>
        </Stack>
        <FirstSyncProgress />
        <SyncFailedNotice />
        <ProfileFilter value={filter.value} onChange={filter.setValue} />
        <DashboardFigures profileId={filter.profileId} />
        {profile && <BudgetRecommendations profileId={profile.id} />}
        {profile && <AutomationActivityCard profileId={profile.id} />}
      </Stack>
    </Page>
  );
}
