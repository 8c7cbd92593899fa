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
