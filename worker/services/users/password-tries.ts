import type { Database } from "../../db/client";
import { countAttempt, forgetAttempts } from "./attempt-counter";

/**
 * Tries at the signed-in seller's current password (changing it, deleting the account), so a session
 * taken over is no way to guess the password past sign-in's limits: MAX_PASSWORD_TRIES over a fixed
 * 15-minute window, one count for both routes, each try counted before the password is checked. The
 * right password clears the count.
 */
export const MAX_PASSWORD_TRIES = 5;
export const PASSWORD_TRY_WINDOW_MS = 15 * 60 * 1000;

export const TOO_MANY_PASSWORD_TRIES = "Too many wrong passwords. Please wait 15 minutes and try again.";

const keyOf = (userId: string) => `password-tries:${userId}`;

/** Counts the try; true when the tries are already spent (the password is then not checked). */
export async function passwordTriesSpent(db: Database, userId: string, now = Date.now()) {
  const key = keyOf(userId);
  const counted = await countAttempt(db, [key], PASSWORD_TRY_WINDOW_MS, now);
  return (counted.get(key) ?? 0) > MAX_PASSWORD_TRIES;
}

export async function forgetPasswordTries(db: Database, userId: string) {
  await forgetAttempts(db, [keyOf(userId)]);
}
