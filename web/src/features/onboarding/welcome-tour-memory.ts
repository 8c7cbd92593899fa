import { storageKeys } from "../../lib/storage-keys";

/** A cookie without an expiry: the browser forgets it when its session ends, across all of its tabs. */
const laterCookie = (userId: string) => `skupilot-tour-later-${userId}`;

const hasLaterCookie = (userId: string) =>
  document.cookie.split("; ").some((pair) => pair === `${laterCookie(userId)}=1`);

/**
 * What the browser remembers of the welcome tour (spec 000 §2.2), per user: 'Get Started' hides it for
 * good (local storage); 'Show Me Later' only for this browser session, so it shows again next time.
 */
export const welcomeTourMemory = {
  hidden: (userId: string) =>
    window.localStorage.getItem(storageKeys.welcomeTourStarted(userId)) !== null || hasLaterCookie(userId),
  later: (userId: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and not in every browser the app supports
    document.cookie = `${laterCookie(userId)}=1; path=/; SameSite=Lax`;
  },
  started: (userId: string) => {
    window.localStorage.setItem(storageKeys.welcomeTourStarted(userId), new Date().toISOString());
  },
};
