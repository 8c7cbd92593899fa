import type { AmazonAccount } from "./amazon-accounts";

export type AmazonProfile = AmazonAccount["profiles"][number];

/** What local storage remembers: the chosen account's tokenId and profile's id. */
export type StoredSelection = { tokenId?: number; profileId?: number };

export type Selection = { account?: AmazonAccount; profile?: AmazonProfile };

/**
 * The selection rules of spec 000 §4, applied once the profiles are loaded: none → nothing; the
 * stored account still there → kept, with the stored profile if it still exists, else its first
 * profile, else none; the stored account gone → the first account and its first profile.
 */
export function resolveSelection(accounts: readonly AmazonAccount[], stored: StoredSelection): Selection {
  const [first] = accounts;
  if (!first) return {};
  const kept = accounts.find((account) => account.tokenId === stored.tokenId);
  if (!kept) return { account: first, profile: first.profiles[0] };
  const profile = kept.profiles.find((candidate) => candidate.id === stored.profileId) ?? kept.profiles[0];
  return { account: kept, profile };
}

/** Choosing an account selects its first profile (spec 000 §4). */
export const selectionForAccount = (account: AmazonAccount): StoredSelection => ({
  tokenId: account.tokenId,
  profileId: account.profiles[0]?.id,
});

/** Choosing a profile also makes its account current. */
export function selectionForProfile(
  accounts: readonly AmazonAccount[],
  profileId: number,
): StoredSelection | undefined {
  const owner = accounts.find((account) => account.profiles.some((profile) => profile.id === profileId));
  return owner && { tokenId: owner.tokenId, profileId };
}
