import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { tellReferralTracker } from "../../../worker/billing/referral-tracker";
import { signedInUser } from "../support/accounts";
import { connectSeller, consent } from "../support/amazon";
import { call } from "../support/http";

type ReferralCall = { uid: string; email: string; receivedAt: string };

/** What the sandbox's referral tracker recorded about one seller, in order. */
async function trackedCalls(email: string) {
  const response = await fetch(
    `${env.SANDBOX_URL}/_sandbox/referral-tracker/calls?email=${encodeURIComponent(email)}`,
  );
  return ((await response.json()) as { calls: ReferralCall[] }).calls;
}

describe("the referral tracker is told about the seller who connects (spec 000 §2.4)", () => {
  it("records the signed-in seller's id and e-mail exactly once per connection", async () => {
    const user = await signedInUser("referred");
    expect(await trackedCalls(user.email)).toEqual([]);

    await connectSeller(user.cookie);
    const [first, ...others] = await trackedCalls(user.email);
    expect(others).toEqual([]);
    expect(first).toMatchObject({ uid: user.id, email: user.email });

    // Reconnecting is another connection: the tracker hears of it once more.
    await connectSeller(user.cookie);
    const calls = await trackedCalls(user.email);
    expect(calls).toHaveLength(2);
    expect(calls.every((one) => one.uid === user.id)).toBe(true);
  });

  it("is not told when the connection fails", async () => {
    const user = await signedInUser("unreferred");
    const start = await call("/api/amazon/auth/sign-in?redirect=http://127.0.0.1:8787", {
      cookie: user.cookie,
    });
    const { code } = await consent(start.json.data.url);
    const refused = await call(`/api/amazon/auth/sign-in/callback?code=${code}&state=not-the-state`, {
      method: "POST",
      cookie: user.cookie,
    });
    expect(refused.status).toBe(400);
    expect(await trackedCalls(user.email)).toEqual([]);
  });

  it("never fails the connection when the tracker is missing, down or refuses", async () => {
    const seller = { uid: "u-1", email: "u-1@example.com" };
    await expect(tellReferralTracker({}, seller)).resolves.toBeUndefined();
    await expect(
      tellReferralTracker({ REFERRAL_TRACKER_URL: "http://127.0.0.1:9/track" }, seller),
    ).resolves.toBeUndefined();
    await expect(
      tellReferralTracker({ REFERRAL_TRACKER_URL: `${env.SANDBOX_URL}/_sandbox/no-such-tracker` }, seller),
    ).resolves.toBeUndefined();
  });

  it("the sandbox's tracker refuses a call without the seller's identification", async () => {
    const response = await fetch(`${env.SANDBOX_URL}/_sandbox/referral-tracker`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "no-uid@example.com" }),
    });
    expect(response.status).toBe(400);
  });
});
