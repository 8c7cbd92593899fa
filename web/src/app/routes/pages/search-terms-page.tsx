import { Page } from "../../../components/layout/page";
import { SelectAccountState } from "../../../components/ui/select-account-state";
import { paths } from "../../../config/paths";
import { SearchTermList } from "../../../features/search-terms/components/search-term-list";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { useSignedInUser } from "../../../lib/auth/current-user";

/** /search-terms: every campaign's search terms of the current profile, with the campaign page's actions (issue 33). */
export function SearchTermsPage() {
  const { profile } = useCurrentProfile();
  const { isAdLimitReached } = useSignedInUser();
  return (
    <Page
      title="Search Terms"
      back={{ to: paths.home, label: "Home" }}
      breadcrumbs={[{ label: "Search Terms" }]}
    >
      {profile ? (
        <SearchTermList profileId={profile.id} limited={isAdLimitReached} />
      ) : (
        <SelectAccountState />
      )}
    </Page>
  );
}
