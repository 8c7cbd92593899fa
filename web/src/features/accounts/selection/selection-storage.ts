import type { StoredSelection } from "../../../lib/accounts/resolve-selection";
import { storageKeys } from "../../../lib/storage-keys";

const readNumber = (key: string) => {
  const text = window.localStorage.getItem(key);
  return text && /^\d+$/.test(text) ? Number(text) : undefined;
};

const writeNumber = (key: string, value: number | undefined) => {
  if (value === undefined) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, String(value));
};

/** The current account and profile as local storage keeps them, under keys that include the origin. */
export const readStoredSelection = (): StoredSelection => ({
  tokenId: readNumber(storageKeys.currentAccount()),
  profileId: readNumber(storageKeys.currentProfile()),
});

export function writeStoredSelection({ tokenId, profileId }: StoredSelection) {
  writeNumber(storageKeys.currentAccount(), tokenId);
  writeNumber(storageKeys.currentProfile(), profileId);
}
