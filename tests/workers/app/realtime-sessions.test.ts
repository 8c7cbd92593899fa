/**
 * A seller's open tabs when their sessions end: the channel lets a socket in at its upgrade, so a
 * session a password change, a reset or a deletion ended would otherwise go on receiving the
 * seller's events (their chat, their syncs) until its tab closed.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS } from "../../../worker/auth/session-validity";
import {
  SESSION_CONFIRMED_AT_HEADER,
  SESSION_ENDED_CLOSE,
  SESSION_EXPIRES_AT_HEADER,
  SESSION_ID_HEADER,
} from "../../../worker/contracts/realtime/channel-sessions";
import { JOB_EVENT_KEY } from "../../../worker/contracts/realtime/job-events";
import type { RealtimeEvent } from "../../../worker/contracts/realtime/realtime-event";
import { publish } from "../../../worker/realtime/publish";
import { userChannel } from "../../../worker/realtime/user-channel-stub";
import { signedInUser, signIn } from "../support/accounts";
import { call } from "../support/http";
import { linkToken, waitForMail } from "../support/outbox";
import { openTab, type Tab, upgradeRequest } from "../support/realtime";

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
  it("a password change closes the other sessions' tabs (4001), keeps this session's, and the ended session cannot reopen one", async () => {
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
    expect(await stillReceives(here, seller.id, 1)).toBe(true);
    expect(elsewhere.events).toEqual([]);
    expect((await upgradeRequest(otherCookie)).status).toBe(401);
    await here.close();
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
    const upgrade = await userChannel(env, seller.id).fetch("https://user-channel/connect", {
      headers: {
        Upgrade: "websocket",
        [SESSION_ID_HEADER]: "a-month-old-session",
        [SESSION_CONFIRMED_AT_HEADER]: String(Date.now() - SESSION_ABSOLUTE_MS - 1),
        [SESSION_EXPIRES_AT_HEADER]: String(Date.now() - 1),
      },
    });
    const old = upgrade.webSocket;
    if (!old) throw new Error("no socket");
    old.accept();
    const oldClosed = new Promise((resolve) =>
      old.addEventListener("close", ({ code, reason }) => resolve({ code, reason })),
    );

    expect(await publish(env, seller.id, runFinished(4))).toBe(1);
    expect(await oldClosed).toEqual(SESSION_ENDED_CLOSE);
    expect(await stillReceives(current, seller.id, 5)).toBe(true);
    await current.close();
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
