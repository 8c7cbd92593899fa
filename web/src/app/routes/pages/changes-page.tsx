import { Page } from "../../../components/layout/page";
import { ChangeLog } from "../../../features/automation/change-log/change-log";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { useSignedInUser } from "../../../lib/auth/current-user";

/** /changes: every change on the current profile, by whom and why, and what the changes did (issue 33). */
export function ChangesPage() {
  const { profile } = useCurrentProfile();
  const { isAdLimitReached } = useSignedInUser();
  return (
    <Page title="Changes">{profile && <ChangeLog profileId={profile.id} limited={isAdLimitReached} />}</Page>
  );
}
