import { storageKeys } from "../../../lib/storage-keys";

/**
 * Whether a seller hid the dashboard's welcome text (issue 33), per user in this browser: it shows
 * on their first visits, until they hide it. Every dashboard visit needs a connected account, so
 * connecting one cannot be what ends it.
 */
export const welcomeMemory = {
  hidden: (userId: string) =>
    window.localStorage.getItem(storageKeys.dashboardWelcomeHidden(userId)) !== null,
  hide: (userId: string) =>
    window.localStorage.setItem(storageKeys.dashboardWelcomeHidden(userId), new Date().toISOString()),
};
