import type { Database } from "../../db/client";
import { countAttempt } from "./attempt-counter";

/**
 * Sign-ups one address may make an hour: sign-up says when an e-mail already has an account (as the
 * hosted providers' forms do), so it is limited like sign-in against walking a list of e-mails. Counted
 * on Cloudflare's CF-Connecting-IP; without it (wrangler dev, tests) there is no address to count.
 */
export const MAX_SIGN_UPS_PER_IP = 10;
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;

/** Counts the sign-up; true when the address has used up its sign-ups for the hour. */
export async function signUpLimitReached(db: Database, ip: string | undefined, now = Date.now()) {
  if (ip === undefined) return false;
  const key = `sign-up-ip:${ip}`;
  const counted = await countAttempt(db, [key], SIGN_UP_WINDOW_MS, now);
  return (counted.get(key) ?? 0) > MAX_SIGN_UPS_PER_IP;
}
