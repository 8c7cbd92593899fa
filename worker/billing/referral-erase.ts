/**
 * Erases a seller from the referral tracker (REFERRAL_TRACKER_URL, told of them at each connection):
 * `DELETE {REFERRAL_TRACKER_URL}/{uid}` removes every record of that seller, their e-mail with it.
 * Answers false when no tracker is configured; throws when the tracker is down or refuses.
 */
const TRACKER_TIMEOUT_MS = 5_000;

export async function eraseFromReferralTracker(env: { REFERRAL_TRACKER_URL?: string }, uid: string) {
  if (!env.REFERRAL_TRACKER_URL) return false;
  const url = `${env.REFERRAL_TRACKER_URL.replace(/\/+$/, "")}/${encodeURIComponent(uid)}`;
  const response = await fetch(url, { method: "DELETE", signal: AbortSignal.timeout(TRACKER_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`the referral tracker answered HTTP ${response.status}`);
  return true;
}
