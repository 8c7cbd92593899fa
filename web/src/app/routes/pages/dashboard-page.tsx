import { Stack } from "@chakra-ui/react";
import { Page } from "../../../components/layout/page";
import { ProfileFilter } from "../../../components/profile-filter";
import { BudgetRecommendations } from "../../../features/automation/budget/budget-recommendations";
import { AutomationActivityCard } from "../../../features/automation/components/automation-activity-card";
import { DashboardFigures } from "../../../features/dashboard/components/dashboard-figures";
import { DashboardWelcome } from "../../../features/dashboard/welcome/dashboard-welcome";
import { WastedSpendCard } from "../../../features/search-terms/components/wasted-spend-card";
import { FirstSyncProgress } from "../../../features/sync/first-sync-progress";
import { SyncFailedNotice } from "../../../features/sync/sync-failed-notice";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { useProfileFilter } from "../../../lib/accounts/use-profile-filter";

export function DashboardPage() {
  const { profile } = useCurrentProfile();
  const filter = useProfileFilter();
  return (
    <Page title="Dashboard">
      <Stack gap="6">
        <DashboardWelcome />
        <FirstSyncProgress />
        <SyncFailedNotice />
        <ProfileFilter value={filter.value} onChange={filter.setValue} />
        <DashboardFigures profileId={filter.profileId} />
        {profile && <BudgetRecommendations profileId={profile.id} />}
        {profile && <WastedSpendCard profileId={profile.id} />}
        {profile && <AutomationActivityCard profileId={profile.id} />}
      </Stack>
    </Page>
  );
}
