import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { useCurrentProfile } from "./current-profile-context";
import { ALL_PROFILES, profileFilterChoice, profileSync } from "./profile-filter-choice";

/**
 * The shared 'Profiles' filter's choice, kept in the address bar (`?profileId=<id>` or `?profileId=all`)
 * so a view can be shared and survives a reload; until the seller chooses, the header's current profile.
 * `value` is the select's ('' for All); `profileId` is what the statistics call sends (undefined: All).
 *
 * One context for the app (issue 33, item 5): a profile chosen here becomes the header's, a link naming
 * one moves the header to it, and a profile chosen in the header is the page's (leaving All too).
 */
export function useProfileFilter() {
  const [params, setParams] = useSearchParams();
  const { accounts, profile, selectProfile } = useCurrentProfile();
  const ownIds = accounts.flatMap((account) => account.profiles.map((one) => one.id));
  const param = params.get("profileId");
  const profileId = profileFilterChoice(param, ownIds, profile?.id);

  const setParam = (value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("profileId", value);
        return updated;
      },
      { replace: true },
    );

  const headerId = profile?.id;
  const lastHeaderId = useRef(headerId);
  const ownKey = ownIds.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the setters are stable; ownKey stands for ownIds
  useEffect(() => {
    const headerMoved = lastHeaderId.current !== undefined && lastHeaderId.current !== headerId;
    lastHeaderId.current = headerId;
    const sync = profileSync(param, ownIds, headerId, headerMoved);
    if (sync.kind === "PAGE_FOLLOWS_HEADER") setParam(String(sync.profileId));
    if (sync.kind === "HEADER_FOLLOWS_PAGE") selectProfile(sync.profileId);
  }, [headerId, param, ownKey]);

  const setValue = (value: string) => {
    setParam(value === "" ? ALL_PROFILES : value);
    if (value !== "") selectProfile(Number(value));
  };

  return { profileId, value: profileId === undefined ? "" : String(profileId), setValue };
}
