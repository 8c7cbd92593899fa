import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChatMessageEvent } from "../../../worker/contracts/realtime/chat-message-events";
import { REALTIME_PATH, type RealtimeEvent } from "../../../worker/contracts/realtime/realtime-event";
import type { ProfileSyncStatus } from "../../../worker/contracts/sync-status";
import { reportPlan } from "../../../worker/jobs/sync/report-plan";
import { syncProfile } from "../../../worker/jobs/sync/sync-profile";
import { publish } from "../../../worker/realtime/publish";
import { CROSS_SITE_UPGRADE_MESSAGE } from "../../../worker/routes/realtime";
import { signedInUser } from "../support/accounts";
import { connectSeller } from "../support/amazon";
import { call } from "../support/http";
import { openTab, type Tab, upgradeRequest } from "../support/realtime";
import { connectedUsProfile, db, FAST_POLL, FAST_RETRY, profilesOf } from "../support/sync";

/** A chat event as the assistant will publish it; `text` tells events apart. */
const chatEvent = (text: string, type: ChatMessageEvent["type"] = "MESSAGE_COMPLETED"): ChatMessageEvent => ({
  key: "messages",
  type,
  data: {
    id: crypto.randomUUID(),
    chatId: "chat-1",
    sender: { type: "AI" },
    status: type === "MESSAGE_TYPING" ? "TYPING" : "COMPLETED",
    isWidgetUsed: false,
    content: { text },
    createdAt: new Date().toISOString(),
  },
});
const textOf = (event: RealtimeEvent) => (event.key === "messages" ? event.data.content.text : event.type);
const texts = (tab: Tab) => tab.events.map(textOf);

/**
 * Events to one channel arrive in the order they were published, and publish() resolves once the
 * channel has sent to its sockets: a tab whose first event is a marker published after another
 * seller's event never got that event.
 */
async function receivesOnlyItsOwn(tab: Tab, userId: string) {
  const marker = `marker for ${userId}`;
  await publish(env, userId, chatEvent(marker));
  await tab.until((events) => events.some((event) => textOf(event) === marker));
  return texts(tab);
}

describe("GET /api/realtime", () => {
  it("refuses a signed-out upgrade with 401/1009 and opens no socket", async () => {
    const response = await upgradeRequest();
    expect(response.status).toBe(401);
    expect(response.webSocket).toBeNull();
    expect(await response.json()).toEqual({
      status: "ERROR",
      data: { code: 1009, message: expect.any(String) },
    });
  });

  it("answers a request that is not a WebSocket upgrade with 400/1005 naming the Upgrade header", async () => {
    const seller = await signedInUser("plain");
    const { status, json } = await call("/api/realtime", { cookie: seller.cookie });
    expect(status).toBe(400);
    expect(json).toEqual({
      status: "ERROR",
      data: { code: 1005, field: "Upgrade", message: expect.stringContaining("WebSocket") },
    });
  });

  it("refuses an upgrade from another site's page with 403/1005 naming the origin, though it carries the seller's cookie", async () => {
    const seller = await signedInUser("cross-site");
    for (const origin of ["https://evil.example", "http://127.0.0.1:8788", "null", null]) {
      const response = await upgradeRequest(seller.cookie, REALTIME_PATH, origin);
      expect(response.status, String(origin)).toBe(403);
      expect(response.webSocket).toBeNull();
      expect(await response.json()).toEqual({
        status: "ERROR",
        data: { code: 1005, field: "origin", message: CROSS_SITE_UPGRADE_MESSAGE },
      });
    }
    // The same seller's own page opens it.
    const tab = await openTab(seller.cookie);
    expect(await publish(env, seller.id, chatEvent("from our own page"))).toBe(1);
    await tab.until((events) => events.length === 1);
    await tab.close();
  });

  it("delivers each published event to every tab of the seller, in order, and to no other seller", async () => {
    const [ann, bob] = [await signedInUser("ann"), await signedInUser("bob")];
    const annTabs = [await openTab(ann.cookie), await openTab(ann.cookie)];
    const bobTab = await openTab(bob.cookie);

    const events = [chatEvent("typing…", "MESSAGE_TYPING"), chatEvent("Your wasted spend is $12.40.")];
    for (const event of events) expect(await publish(env, ann.id, event)).toBe(2);
    for (const tab of annTabs) {
      await tab.until((received) => received.length === 2);
      expect(tab.events).toEqual(events);
    }
    expect(await receivesOnlyItsOwn(bobTab, bob.id)).toEqual([`marker for ${bob.id}`]);
    for (const tab of [...annTabs, bobTab]) await tab.close();
  });

  it("opens only the signed-in seller's own channel, whatever the request names", async () => {
    const [ann, bob] = [await signedInUser("ann"), await signedInUser("bob")];
    const bobTab = await openTab(bob.cookie);
    const annTab = await openTab(ann.cookie, `/api/realtime?userId=${bob.id}&channel=${bob.id}`);
    expect((await upgradeRequest(ann.cookie, `/api/realtime/${bob.id}`)).status).toBe(404);

    expect(await publish(env, bob.id, chatEvent("for Bob only"))).toBe(1);
    await bobTab.until((events) => events.length === 1);
    expect(await receivesOnlyItsOwn(annTab, ann.id)).toEqual([`marker for ${ann.id}`]);
    for (const tab of [annTab, bobTab]) await tab.close();
  });

  it("publishes to a seller with no open tab without failing, reaching no socket", async () => {
    const seller = await signedInUser("away");
    expect(await publish(env, seller.id, chatEvent("nobody is here"))).toBe(0);
  });
});

describe("the jobs' events", () => {
  /** A seller whose demo account's first import is done, for the tests that sync it again. */
  let synced: { seller: Awaited<ReturnType<typeof signedInUser>>; us: { id: number } };
  beforeAll(async () => {
    const seller = await signedInUser("synced");
    synced = { seller, us: (await connectedUsProfile(seller.cookie)).us };
  });

  it("a sync publishes its progress to the seller's tabs, then its automation run's end; another seller gets none", async () => {
    const [ann, bob] = [await signedInUser("ann"), await signedInUser("bob")];
    const annTab = await openTab(ann.cookie);
    const bobTab = await openTab(bob.cookie);

    // Connecting queues each profile's first sync, and after it the profile's automation run.
    const profileIds = (await profilesOf(await connectSeller(ann.cookie))).map((profile) => profile.id);
    const finishedRuns = (events: RealtimeEvent[]) =>
      events.filter((event) => event.type === "AUTOMATION_RUN_FINISHED").map((event) => event.data.profileId);
    await annTab.until((events) => profileIds.every((id) => finishedRuns(events).includes(id)), 90_000);

    for (const profileId of profileIds) {
      const steps = annTab.events
        .filter((event) => event.type === "SYNC_PROGRESS")
        .map((event) => event.data as ProfileSyncStatus)
        .filter((status) => status.profileId === profileId);
      expect(steps[0]).toMatchObject({ state: "RUNNING", phase: "entities", progress: 0 });
      expect(steps).toContainEqual(
        expect.objectContaining({ state: "RUNNING", phase: "reports", progress: 30 }),
      );
      expect(steps.at(-1)).toMatchObject({ state: "SUCCEEDED", progress: 100, lastError: null });
      const progress = steps.map((status) => status.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      // The last event says what GET /api/sync/status answers afterwards.
      const stored = await call("/api/sync/status", { cookie: ann.cookie });
      expect(stored.json.data).toContainEqual(steps.at(-1));
    }
    expect(await receivesOnlyItsOwn(bobTab, bob.id)).toEqual([`marker for ${bob.id}`]);
    for (const tab of [annTab, bobTab]) await tab.close();
  }, 120_000);

  it("moves a sync's progress once a report at most every progressEveryMs, never just before SUCCEEDED", async () => {
    const { seller, us } = synced;
    const tab = await openTab(seller.cookie);
    const progressSteps = async (progressEveryMs: number) => {
      const from = tab.events.length;
      const ofSync = () =>
        tab.events
          .slice(from)
          .filter((event) => event.type === "SYNC_PROGRESS")
          .map((event) => event.data as ProfileSyncStatus);
      await syncProfile(db(), env, us.id, { retry: FAST_RETRY, poll: FAST_POLL, progressEveryMs });
      await tab.until(() => ofSync().some((status) => status.state === "SUCCEEDED"));
      return ofSync().map((status) => status.progress);
    };
    // A repeat sync's reports (every type, over the repeat window).
    const reports = reportPlan("2026-11-01", false).length;
    const perReport = Array.from(
      { length: reports - 1 },
      (_, stored) => 30 + Math.floor((70 * (stored + 1)) / reports),
    );

    expect(await progressSteps(0)).toEqual([0, 30, ...perReport, 100]);
    // Reports stored within a minute: the bar goes from the entities' 30 to done.
    expect(await progressSteps(60_000)).toEqual([0, 30, 100]);
    await tab.close();
  }, 120_000);

  it("a channel that cannot be reached fails neither the publish nor the sync", async () => {
    const { seller, us } = synced;
    const unreachable = {
      ...env,
      USER_CHANNEL: {
        idFromName: () => {
          throw new Error("channel down");
        },
      },
    } as unknown as Env;

    expect(await publish(unreachable, seller.id, chatEvent("lost"))).toBe(0);
    const outcome = await syncProfile(db(), unreachable, us.id, { retry: FAST_RETRY, poll: FAST_POLL });
    expect(outcome.pending).toBeUndefined();
    const stored = await call("/api/sync/status", { cookie: seller.cookie });
    expect(stored.json.data).toContainEqual(
      expect.objectContaining({ profileId: us.id, state: "SUCCEEDED" }),
    );
  }, 120_000);
});
