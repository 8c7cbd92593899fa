/** The URL value of the 'Profiles' filter's 'All' (the select's empty value). */
export const ALL_PROFILES = "all";

/**
 * The profile whose figures a statistics screen shows, from its `?profileId=`: `all` → every profile
 * (undefined: the call goes without a profileId); one of the seller's profile ids → that profile;
 * absent, or an id that is not theirs (an old link) → the current profile of the header's picker.
 */
export function profileFilterChoice(
  param: string | null,
  ownProfileIds: readonly number[],
  currentProfileId: number | undefined,
): number | undefined {
  if (param === ALL_PROFILES) return undefined;
  const id = Number(param);
  if (param && ownProfileIds.includes(id)) return id;
  return currentProfileId;
}

export type ProfileSync =
  | { kind: "NONE" }
  /** The header's profile changed: the page shows it (leaving All too). */
  | { kind: "PAGE_FOLLOWS_HEADER"; profileId: number }
  /** The address names another of the seller's profiles (a shared link, a reload): the header takes it. */
  | { kind: "HEADER_FOLLOWS_PAGE"; profileId: number };

/**
 * Keeps the page's filter and the header's picker on one profile (issue 33, item 5): which of the two
 * follows the other, from the address's `?profileId=`, the seller's profiles, the header's profile and
 * whether the header has just moved. 'All' stays the page's own until the header moves.
 */
export function profileSync(
  param: string | null,
  ownProfileIds: readonly number[],
  headerProfileId: number | undefined,
  headerMoved: boolean,
): ProfileSync {
  if (headerProfileId === undefined || param === null) return { kind: "NONE" };
  const named = Number(param);
  if (headerMoved) {
    return named === headerProfileId
      ? { kind: "NONE" }
      : { kind: "PAGE_FOLLOWS_HEADER", profileId: headerProfileId };
  }
  if (param !== ALL_PROFILES && ownProfileIds.includes(named) && named !== headerProfileId)
    return { kind: "HEADER_FOLLOWS_PAGE", profileId: named };
  return { kind: "NONE" };
}
