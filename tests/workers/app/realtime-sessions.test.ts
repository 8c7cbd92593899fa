/**
 * A seller's open tabs when their sessions end: the channel lets a socket in at its upgrade, so a
 * session a sign-out, a password change, a reset or a deletion ended, or one past its end, would
 * otherwise go on receiving the seller's events (their chat, their syncs) until its tab closed.
 */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_SECONDS } from "../../../worker/auth/session-validity";
import {
  SESSION_ENDED_CLOSE,
  SESSION_RENEWED_CLOSE,
} from "../../../worker/contracts/realtime/channel-sessions";
import { JOB_EVENT_KEY } from "../../../worker/contracts/realtime/job-events";
import type { RealtimeEvent } from "../../../worker/contracts/realtime/realtime-event";
import { publish } from "../../../worker/realtime/publish";
import { userChannel } from "../../../worker/realtime/user-channel-stub";
import { signedInUser, signIn } from "../support/accounts";
import { call, cookiesOf } from "../support/http";
import { linkToken, waitForMail } from "../support/outbox";
import { closedWithin, openChannelSocket, openTab, type Tab, upgradeRequest } from "../support/realtime";

const NEW_PASSWORD = "another-horse-10";

const runFinished = (profileId: number): RealtimeEvent => ({
  key: JOB_EVENT_KEY,
  type: "AUTOMATION_RUN_FINISHED",
  data: { profileId, runKey: "2026-11-01T08" },
});

/** The seller with two sessions (two sign-ins), a tab open in each. */
async function sellerWithTwoSessions(prefix: string) {
  const seller = await signedInUser(prefix);
  const { cookie: otherCookie } = await signIn(seller.email, seller.password);
  const here = await openTab(seller.cookie);
  const elsewhere = await openTab(otherCookie);
  return { seller, otherCookie, here, elsewhere };
}

/** Whether the tab is still open: an event published now reaches it. */
async function stillReceives(tab: Tab, userId: string, profileId: number) {
  await publish(env, userId, runFinished(profileId));
  await tab.until((events) =>
    events.some((event) => event.type === "AUTOMATION_RUN_FINISHED" && event.data.profileId === profileId),
  );
  return true;
}

describe("the seller's channel when sessions end", () => {
  it("a password change closes the other sessions' tabs (4001) and this browser's under its old id (4002), which reopen with the renewed cookie; the ended sessions cannot", async () => {
    const { seller, otherCookie, here, elsewhere } = await sellerWithTwoSessions("change");

    const changed = await call("/api/users/password", {
      method: "PUT",
      cookie: seller.cookie,
      body: { currentPassword: seller.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);

    expect(await elsewhere.closed).toEqual(SESSION_ENDED_CLOSE);
    expect(SESSION_ENDED_CLOSE).toEqual({
      code: 4001,
      reason: "Your session has ended. Please sign in again.",
    });
    // Opened under the session's old id, which the renewal revoked: the web app reconnects at once.
    expect(await closedWithin(here)).toEqual(SESSION_RENEWED_CLOSE);
    expect(SESSION_RENEWED_CLOSE.code).toBe(4002);
    const reopened = await openTab(cookiesOf(changed, seller.cookie));
    expect(await stillReceives(reopened, seller.id, 1)).toBe(true);
    expect(elsewhere.events).toEqual([]);
    for (const ended of [otherCookie, seller.cookie]) expect((await upgradeRequest(ended)).status).toBe(401);
    await reopened.close();
  });

  it("a password change closes the tabs a stolen copy of this browser's cookie opened (M5)", async () => {
    const seller = await signedInUser("stolen");
    // The same cookie in two places: the seller's browser, and a copy of it taken elsewhere.
    const mine = await openTab(seller.cookie);
    const stolen = await openTab(seller.cookie);

    const changed = await call("/api/users/password", {
      method: "PUT",
      cookie: seller.cookie,
      body: { currentPassword: seller.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);

    // Both tabs hold the old id: the seller's reconnects with the renewed cookie, the copy cannot.
    expect(await closedWithin(stolen)).toEqual(SESSION_RENEWED_CLOSE);
    expect(await closedWithin(mine)).toEqual(SESSION_RENEWED_CLOSE);
    expect((await upgradeRequest(seller.cookie)).status).toBe(401);
    const renewed = await openTab(cookiesOf(changed, seller.cookie));
    expect(await stillReceives(renewed, seller.id, 6)).toBe(true);
    expect(stolen.events).toEqual([]);
    await renewed.close();
  });

  it("a password reset by an e-mailed link closes every tab of the seller", async () => {
    const { seller, here, elsewhere } = await sellerWithTwoSessions("reset");
    await call("/api/users/password-reset", { method: "POST", body: { email: seller.email } });
    const { token } = linkToken(
      await waitForMail(seller.email, /^Reset your Skupilot password$/),
      "/reset-password",
    );

    const reset = await call("/api/users/password-reset/confirm", {
      method: "POST",
      body: { token, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);

    expect(await here.closed).toEqual(SESSION_ENDED_CLOSE);
    expect(await elsewhere.closed).toEqual(SESSION_ENDED_CLOSE);
  });

  it("deleting the account closes every tab, the deleting session's too", async () => {
    const { seller, here, elsewhere } = await sellerWithTwoSessions("delete");

    const deleted = await call("/api/users/account", {
      method: "DELETE",
      cookie: seller.cookie,
      body: { password: seller.password },
    });
    expect(deleted.status).toBe(200);

    expect(await here.closed).toEqual(SESSION_ENDED_CLOSE);
    expect(await elsewhere.closed).toEqual(SESSION_ENDED_CLOSE);
  });

  it("closes a tab whose session passed its 30-day end instead of sending it the next event", async () => {
    const seller = await signedInUser("expired");
    const current = await openTab(seller.cookie);
    // A tab the channel let in 30 days ago: its session's end has passed since.
    const old = await openChannelSocket(seller.id, {
      sessionId: "a-month-old-session",
      confirmedAt: Date.now() - SESSION_ABSOLUTE_MS - 1,
      expiresAt: Date.now() - 1,
    });

    expect(await publish(env, seller.id, runFinished(4))).toBe(1);
    expect(await old.closed).toEqual(SESSION_ENDED_CLOSE);
    expect(await stillReceives(current, seller.id, 5)).toBe(true);
    await current.close();
  });

  it("closes a tab when its session ends though no event comes (the channel's alarm), and keeps the others", async () => {
    const seller = await signedInUser("idle");
    const current = await openTab(seller.cookie);
    const endsSoon = await openChannelSocket(seller.id, {
      sessionId: "a-session-idle-for-14-days",
      confirmedAt: Date.now(),
      expiresAt: Date.now() + 1_000,
    });

    expect(await closedWithin(endsSoon)).toEqual(SESSION_ENDED_CLOSE);
    expect(endsSoon.events).toEqual([]);
    expect(await stillReceives(current, seller.id, 7)).toBe(true);
    await current.close();
  });

  it("sets a tab opened by a cookie to close at that session's idle expiry (14 days after its last renewal), not its 30-day end", async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const seller = await signedInUser("idle-end");
    const after = Date.now();
    const tab = await openTab(seller.cookie);

    const alarm = await runInDurableObject(userChannel(env, seller.id), (_, state) =>
      state.storage.getAlarm(),
    );
    expect(alarm).toBeGreaterThanOrEqual(before + SESSION_IDLE_SECONDS * 1000);
    expect(alarm).toBeLessThanOrEqual(after + SESSION_IDLE_SECONDS * 1000);
    await tab.close();
  });

  it("a wrong current password ends nobody's tab", async () => {
    const { seller, here, elsewhere } = await sellerWithTwoSessions("wrong");

    const refused = await call("/api/users/password", {
      method: "PUT",
      cookie: seller.cookie,
      body: { currentPassword: "not-the-password", newPassword: NEW_PASSWORD },
    });
    expect(refused.status).toBe(400);

    expect(await stillReceives(here, seller.id, 2)).toBe(true);
    expect(await stillReceives(elsewhere, seller.id, 3)).toBe(true);
    for (const tab of [here, elsewhere]) await tab.close();
  });
});
