import { describe, expect, it } from "vitest";
import {
  SESSION_ABSOLUTE_MS,
  sessionEndsAt,
  sessionIdleEndsAt,
  sessionIsValid,
} from "../../../worker/auth/session-validity";

const now = Date.UTC(2026, 10, 28, 12);
const DAY = 24 * 60 * 60 * 1000;

describe("sessionIsValid", () => {
  it("holds a session signed in and confirmed after its user's last revocation", () => {
    expect(
      sessionIsValid({ signedInAt: now - DAY, confirmedAt: now - DAY }, new Date(now - 2 * DAY), now),
    ).toBe(true);
    expect(sessionIsValid({ signedInAt: now - DAY, confirmedAt: now - DAY }, null, now)).toBe(true);
  });

  it("ends a session confirmed before a password change", () => {
    expect(sessionIsValid({ signedInAt: now - DAY, confirmedAt: now - DAY }, new Date(now - 1000), now)).toBe(
      false,
    );
  });

  it("ends every session 30 days after its sign-in, however often it was used", () => {
    const signedInAt = now - SESSION_ABSOLUTE_MS - 1;
    expect(SESSION_ABSOLUTE_MS).toBe(30 * DAY);
    expect(sessionIsValid({ signedInAt, confirmedAt: now - 1000 }, null, now)).toBe(false);
    expect(sessionIsValid({ signedInAt: signedInAt + 2, confirmedAt: now - 1000 }, null, now)).toBe(true);
  });

  it("refuses a token without its sign-in times (issued before them, or forged without them)", () => {
    expect(sessionIsValid({}, null, now)).toBe(false);
    expect(sessionIsValid({ signedInAt: "yesterday", confirmedAt: now }, null, now)).toBe(false);
  });
});

describe("sessionEndsAt", () => {
  it("is 30 days after the sign-in, and unknown for a token without our claims", () => {
    expect(sessionEndsAt({ signedInAt: 1_000, confirmedAt: 5_000 })).toBe(1_000 + 30 * 24 * 60 * 60 * 1000);
    expect(sessionEndsAt({})).toBeNull();
  });
});

describe("sessionIdleEndsAt", () => {
  it("is the token's own expiry (its idle end), never past the 30-day end", () => {
    const signedInAt = now - 10 * DAY;
    const idleEnd = now + 14 * DAY;
    expect(sessionIdleEndsAt({ signedInAt, confirmedAt: signedInAt, exp: idleEnd / 1000 })).toBe(idleEnd);
    expect(sessionIdleEndsAt({ signedInAt: now - 25 * DAY, confirmedAt: now, exp: idleEnd / 1000 })).toBe(
      now + 5 * DAY,
    );
  });

  it("is the 30-day end for a token without an expiry, unknown without our claims", () => {
    expect(sessionIdleEndsAt({ signedInAt: 1_000, confirmedAt: 1_000 })).toBe(1_000 + SESSION_ABSOLUTE_MS);
    expect(sessionIdleEndsAt({ exp: 2_000 })).toBeNull();
  });
});
