import { describe, expect, it } from "vitest";
import { MAX_MAILS_PER_EMAIL_AND_IP, mailLimitReached } from "../../../worker/services/users/mail-throttle";
import { countSignInAttempt } from "../../../worker/services/users/sign-in-throttle";
import { MAX_SIGN_UPS_PER_IP, signUpLimitReached } from "../../../worker/services/users/sign-up-throttle";
import { db } from "../support/sync";

const MINUTE = 60_000;

/** A sign-in attempt `minutes` after `start`: the 15-minute limit's count sweeps the counters that ended. */
const signInAttemptAt = (start: number, minutes: number) =>
  countSignInAttempt(db(), { email: `sweeper-${start}@example.com` }, start + minutes * MINUTE);

describe("each attempt counter ends with its own window, whichever limit sweeps the table", () => {
  it("keeps the hourly mail limit for its hour past a sign-in's 15-minute sweep", async () => {
    const start = Date.now();
    const email = `hourly-mail-${start}@example.com`;
    for (let sent = 0; sent < MAX_MAILS_PER_EMAIL_AND_IP; sent++)
      expect(await mailLimitReached(db(), email, undefined, start)).toBe(false);
    await signInAttemptAt(start, 20);
    expect(await mailLimitReached(db(), email, undefined, start + 21 * MINUTE)).toBe(true);
    await signInAttemptAt(start, 40);
    expect(await mailLimitReached(db(), email, undefined, start + 41 * MINUTE)).toBe(true);
    // Its own hour over, the address may be sent mail again.
    expect(await mailLimitReached(db(), email, undefined, start + 61 * MINUTE)).toBe(false);
  });

  it("keeps the hourly sign-up limit for its hour past a sign-in's 15-minute sweep", async () => {
    const start = Date.now();
    const ip = `198.18.201.${(start % 200) + 1}`;
    for (let signUp = 0; signUp < MAX_SIGN_UPS_PER_IP; signUp++)
      expect(await signUpLimitReached(db(), ip, start)).toBe(false);
    await signInAttemptAt(start, 20);
    expect(await signUpLimitReached(db(), ip, start + 21 * MINUTE)).toBe(true);
    expect(await signUpLimitReached(db(), ip, start + 61 * MINUTE)).toBe(false);
  });
});
