import type { Database } from "../../db/client";
import { countAttempt } from "./attempt-counter";

/**
 * E-mails a seller may ask for (password reset links, verification e-mails sent again), each over a
 * fixed hour:
 * - to one e-mail from one client address: MAX_MAILS_PER_EMAIL_AND_IP. This is the limit a seller meets,
 *   and a stranger asking for the owner's mails from their own address spends only their own share;
 * - to one e-mail from every address together: MAX_MAILS_PER_EMAIL, so nobody floods a mailbox, set
 *   well above one address's share: it takes several addresses to spend it before the owner;
 * - from one client address over every e-mail: MAX_MAILS_PER_IP.
 * Without CF-Connecting-IP (wrangler dev, tests) the first counts the e-mail alone and the last is off,
 * as for sign-in. Counted whether or not the e-mail has an account, so the limits say nothing about
 * which addresses exist.
 */
export const MAX_MAILS_PER_EMAIL_AND_IP = 5;
export const MAX_MAILS_PER_EMAIL = 25;
export const MAX_MAILS_PER_IP = 20;
export const MAIL_WINDOW_MS = 60 * 60 * 1000;

export const TOO_MANY_MAILS = "Too many e-mails asked for. Please wait an hour and try again.";

/** Counts the request; true when a limit is already spent (then nothing is sent). */
export async function mailLimitReached(
  db: Database,
  email: string,
  ip: string | undefined,
  now = Date.now(),
) {
  const limits: [key: string, limit: number][] = [
    [`mail-email-ip:${email}|${ip ?? ""}`, MAX_MAILS_PER_EMAIL_AND_IP],
    [`mail-email:${email}`, MAX_MAILS_PER_EMAIL],
  ];
  if (ip !== undefined) limits.push([`mail-ip:${ip}`, MAX_MAILS_PER_IP]);
  const counted = await countAttempt(
    db,
    limits.map(([key]) => key),
    MAIL_WINDOW_MS,
    now,
  );
  return limits.some(([key, limit]) => (counted.get(key) ?? 0) > limit);
}
