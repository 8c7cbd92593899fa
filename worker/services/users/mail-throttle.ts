import type { Database } from "../../db/client";
import { countAttempt } from "./attempt-counter";

/**
 * E-mails a seller may ask for (password reset links, verification e-mails sent again), each over a
 * fixed hour: MAX_MAILS_PER_EMAIL to one address, so nobody can flood a mailbox, and MAX_MAILS_PER_IP
 * from one client address over every e-mail (off without CF-Connecting-IP, as for sign-in). Counted
 * whether or not the e-mail has an account, so the limit says nothing about which addresses exist.
 */
export const MAX_MAILS_PER_EMAIL = 5;
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
  const byEmail = `mail-email:${email}`;
  const byIp = ip === undefined ? undefined : `mail-ip:${ip}`;
  const counted = await countAttempt(db, [byEmail, ...(byIp ? [byIp] : [])], MAIL_WINDOW_MS, now);
  return (
    (counted.get(byEmail) ?? 0) > MAX_MAILS_PER_EMAIL ||
    (byIp !== undefined && (counted.get(byIp) ?? 0) > MAX_MAILS_PER_IP)
  );
}
