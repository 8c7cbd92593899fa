/** Browser storage keys (spec 000 §3, §9): they include the app origin, as the spec asks. */
const scoped = (name: string) => `${window.location.origin}:skupilot:${name}`;

export const storageKeys = {
  currentAccount: () => scoped("current-account"),
  currentProfile: () => scoped("current-profile"),
  lastUpdateId: () => scoped("last-update-id"),
  welcomeTourStarted: (userId: string) => scoped(`welcome-tour-started:${userId}`),
  invalidAccountSeen: () => scoped("invalid-account-seen"),
  dashboardWelcomeHidden: (userId: string) => scoped(`dashboard-welcome-hidden:${userId}`),
  /** A seller's columns and density of one table ('quick-launch', 'sku-keywords'). */
  tableLayout: (userId: string, table: string) => scoped(`table-layout:${userId}:${table}`),
};

/** What signing out forgets: the chosen account and profile. */
export function forgetSelectedProfile() {
  window.localStorage.removeItem(storageKeys.currentAccount());
  window.localStorage.removeItem(storageKeys.currentProfile());
}
