import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCOUNT_LINK_TTL_MS, accountLink } from "../../../worker/contracts/users/account-links";
import { LINK_PROBLEM_MESSAGES, linkProblem } from "../../../worker/services/users/account-token-state";

const issued = new Date("2026-11-28T10:00:00Z");
const token = (usedAt: Date | null = null) => ({
  expiresAt: new Date(issued.getTime() + ACCOUNT_LINK_TTL_MS),
  usedAt,
});
const later = (ms: number) => new Date(issued.getTime() + ms);

describe("an e-mailed link's state", () => {
  it("works for 30 minutes after it was sent, to the millisecond", () => {
    expect(ACCOUNT_LINK_TTL_MS).toBe(30 * 60 * 1000);
    expect(linkProblem(token(), later(0))).toBeNull();
    expect(linkProblem(token(), later(ACCOUNT_LINK_TTL_MS - 1))).toBeNull();
    expect(linkProblem(token(), later(ACCOUNT_LINK_TTL_MS))).toBe("expired");
  });

  it("is used once: a used link says so whenever it is opened, before or after its expiry", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * ACCOUNT_LINK_TTL_MS }), (ms) => {
        expect(linkProblem(token(later(1)), later(ms))).toBe("used");
      }),
    );
  });

  it("is unknown when nothing was stored for it", () => {
    expect(linkProblem(undefined, issued)).toBe("unknown");
  });

  it("tells the seller what to do in each case", () => {
    expect(LINK_PROBLEM_MESSAGES).toEqual({
      unknown: "This link is not valid. Please ask for a new one.",
      used: "This link has already been used. Please ask for a new one if you still need it.",
      expired: "This link has expired: links work for 30 minutes. Please ask for a new one.",
    });
  });

  it("puts any token in the link's query, escaped", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const url = new URL(accountLink("https://app.skupilot.com", "/reset-password", value));
        expect(url.origin).toBe("https://app.skupilot.com");
        expect(url.pathname).toBe("/reset-password");
        expect(url.searchParams.get("token")).toBe(value);
      }),
    );
  });
});
