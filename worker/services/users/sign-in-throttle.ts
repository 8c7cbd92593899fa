import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attemptCounters } from "../../db/schema";
import { countAttempt, forgetAttempts } from "./attempt-counter";

/**
 * Sign-in limits, each over a fixed 15-minute window, every attempt counted atomically before the
 * password is checked; a success clears the (e-mail, address) pair alone:
 * - one e-mail from one address: MAX_FAILED_SIGN_INS, then 429. This is the lock a seller meets, and
 *   one attacker's address cannot lock the owner, who signs in from theirs;
 * - one e-mail from every address together: MAX_SIGN_INS_PER_EMAIL, so a guesser with many addresses
 *   still gets only that many tries, and can keep the owner out for at most the rest of a window;
 * - one address over every e-mail: MAX_SIGN_INS_PER_IP, against spraying one password over many e-mails.
 * A success leaves the per-e-mail and per-address counts as they are: were it taken back, one account
 * of the attacker's own, signed into between guesses, would refill their address's tries for ever.
 * The address is Cloudflare's CF-Connecting-IP, an IPv6 one counted by its /64 (contracts/client-address.ts).
 * Without it (wrangler dev, tests: no Cloudflare edge in front) there is no client address to count: the
 * pair limit counts the e-mail alone and the per-address limit is not applied.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const MAX_SIGN_INS_PER_EMAIL = 50;
export const MAX_SIGN_INS_PER_IP = 30;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export type SignInAttempt = { email: string; ip?: string };

const keysOf = ({ email, ip }: SignInAttempt) => ({
  pair: `email-ip:${email}|${ip ?? ""}`,
  email: `email:${email}`,
  ip: ip === undefined ? undefined : `ip:${ip}`,
});

/** Counts the attempt; true when one of its limits is already spent (the attempt is then refused). */
export async function countSignInAttempt(db: Database, attempt: SignInAttempt, now = Date.now()) {
  const keys = keysOf(attempt);
  const counted = await countAttempt(
    db,
    [keys.pair, keys.email, ...(keys.ip ? [keys.ip] : [])],
    SIGN_IN_WINDOW_MS,
    now,
  );
  return (
    (counted.get(keys.pair) ?? 0) > MAX_FAILED_SIGN_INS ||
    (counted.get(keys.email) ?? 0) > MAX_SIGN_INS_PER_EMAIL ||
    (keys.ip !== undefined && (counted.get(keys.ip) ?? 0) > MAX_SIGN_INS_PER_IP)
  );
}

/** The right password: this address's failures for the e-mail are forgotten; the other counts stand. */
export async function signInSucceeded(db: Database, attempt: SignInAttempt) {
  await forgetAttempts(db, [keysOf(attempt).pair]);
}

/**
 * A password reset by e-mailed link: the failures counted against the e-mail (from every address) are
 * forgotten, so the owner who just proved they read its mail is not kept out by the old guesses.
 */
export async function forgetSignInFailures(db: Database, email: string) {
  const pairPrefix = `email-ip:${email}|`;
  await db
    .delete(attemptCounters)
    .where(
      or(
        eq(attemptCounters.key, `email:${email}`),
        eq(sql`substr(${attemptCounters.key}, 1, ${pairPrefix.length})`, pairPrefix),
      ),
    );
}
