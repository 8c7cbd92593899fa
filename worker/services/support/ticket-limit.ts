import type { Database } from "../../db/client";
import { countAttempt } from "../users/attempt-counter";

/**
 * Support requests over a fixed hour: MAX_TICKETS_PER_SELLER from one seller, and MAX_TICKETS_PER_IP
 * from one client address over every seller (off without CF-Connecting-IP, as the other limits), so
 * new accounts from one place cannot flood the support mailbox either. Counted before the ticket is
 * stored; a refused one is neither stored nor mailed.
 */
export const MAX_TICKETS_PER_SELLER = 5;
export const MAX_TICKETS_PER_IP = 20;
export const TICKET_WINDOW_MS = 60 * 60 * 1000;

export const TOO_MANY_TICKETS = "Too many support requests. Please wait an hour and try again.";

/** Counts the request; true when one of its limits is already spent. */
export async function ticketLimitReached(
  db: Database,
  userId: string,
  ip: string | undefined,
  now = Date.now(),
) {
  const limits: [key: string, limit: number][] = [[`ticket-seller:${userId}`, MAX_TICKETS_PER_SELLER]];
  if (ip !== undefined) limits.push([`ticket-ip:${ip}`, MAX_TICKETS_PER_IP]);
  const counted = await countAttempt(
    db,
    limits.map(([key]) => key),
    TICKET_WINDOW_MS,
    now,
  );
  return limits.some(([key, limit]) => (counted.get(key) ?? 0) > limit);
}
