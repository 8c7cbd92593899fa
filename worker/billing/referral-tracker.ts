/**
 * The affiliate programme's referral tracker (spec 000 §2.4: it is told about the signed-in seller when
 * they connect an Amazon account), at REFERRAL_TRACKER_URL; locally the sandbox's recorder. Told by the
 * Worker rather than the browser: the Worker knows who is signed in, and no ad blocker drops the call.
 */
export type ReferralSeller = { uid: string; email: string };

const TRACKER_TIMEOUT_MS = 5_000;

/** Posts the seller's identification; a tracker that is not configured, down or slow never fails a connection. */
export async function tellReferralTracker(env: { REFERRAL_TRACKER_URL?: string }, seller: ReferralSeller) {
  if (!env.REFERRAL_TRACKER_URL) return;
  try {
    const response = await fetch(env.REFERRAL_TRACKER_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(seller),
      signal: AbortSignal.timeout(TRACKER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    console.error(JSON.stringify({ level: "warn", event: "referral-tracker", error: String(error) }));
  }
}
