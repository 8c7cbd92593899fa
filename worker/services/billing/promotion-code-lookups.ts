import type { Database } from "../../db/client";
import { countAttempt } from "../users/attempt-counter";

/**
 * Promotion-code lookups ask Stripe, so they are limited over a fixed hour: MAX_LOOKUPS_PER_SELLER from
 * one seller, MAX_LOOKUPS_PER_IP from one client address over every seller (off without
 * CF-Connecting-IP, as the other limits). Counted before Stripe is asked, the cached answers too, so
 * guessing codes costs the guesser their tries whatever the answer.
 */
export const MAX_LOOKUPS_PER_SELLER = 10;
export const MAX_LOOKUPS_PER_IP = 30;
export const LOOKUP_WINDOW_MS = 60 * 60 * 1000;

export const TOO_MANY_LOOKUPS = "Too many promotion codes tried. Please wait an hour and try again.";

/** Counts the lookup; true when one of its limits is already spent. */
export async function lookupLimitReached(
  db: Database,
  userId: string,
  ip: string | undefined,
  now = Date.now(),
) {
  const limits: [key: string, limit: number][] = [[`promo-seller:${userId}`, MAX_LOOKUPS_PER_SELLER]];
  if (ip !== undefined) limits.push([`promo-ip:${ip}`, MAX_LOOKUPS_PER_IP]);
  const counted = await countAttempt(
    db,
    limits.map(([key]) => key),
    LOOKUP_WINDOW_MS,
    now,
  );
  return limits.some(([key, limit]) => (counted.get(key) ?? 0) > limit);
}
