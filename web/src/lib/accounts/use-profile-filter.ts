import { useSearchParams } from "react-router-dom";
import { useCurrentProfile } from "./current-profile-context";
import { ALL_PROFILES, profileFilterChoice } from "./profile-filter-choice";

/**
 * The shared 'Profiles' filter's choice, kept in the address bar (`?profileId=<id>` or `?profileId=all`)
 * so a view can be shared and survives a reload; until the seller chooses, the header's current profile.
 * `value` is the select's ('' for All); `profileId` is what the statistics call sends (undefined: All).
 */
export function useProfileFilter() {
  const [params, setParams] = useSearchParams();
  const { accounts, profile } = useCurrentProfile();
  const ownIds = accounts.flatMap((account) => account.profiles.map((one) => one.id));
  const profileId = profileFilterChoice(params.get("profileId"), ownIds, profile?.id);

  const setValue = (value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("profileId", value === "" ? ALL_PROFILES : value);
        return updated;
      },
      { replace: true },
    );

  return { profileId, value: profileId === undefined ? "" : String(profileId), setValue };
}
