import { describe, expect, it } from "vitest";
import { trackedEnv, undeliveredMessages, whileHandling } from "../../../worker/dev/queue-tracker";

/** A queue binding that only records what it was sent (or refuses everything). */
function fakeQueue({ refuse = false } = {}) {
  const sent: unknown[] = [];
  const answer = async () => {
    if (refuse) throw new Error("queue unavailable");
    return { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
  };
  const queue = {
    sent,
    metrics: async () => ({ backlogCount: 0, backlogBytes: 0 }),
    send: async (body: unknown) => {
      sent.push(body);
      return answer();
    },
    sendBatch: async (messages: Iterable<{ body: unknown }>) => {
      for (const message of messages) sent.push(message.body);
      return answer();
    },
  };
  return queue as unknown as Queue & { sent: unknown[] };
}

const batch = (attempts: number[]) =>
  ({
    queue: "skupilot-sync",
    messages: attempts.map((attempt, index) => ({ id: String(index), attempts: attempt })),
  }) as unknown as MessageBatch<unknown>;

const local = () => ({ DEV_ROUTES: "on", SYNC_QUEUE: fakeQueue(), DB: { prepare: () => null } });

describe("the local Worker's count of queue messages not yet handled", () => {
  it("leaves a deployed Worker's env alone: no DEV_ROUTES, no wrapper", () => {
    const env = { SYNC_QUEUE: fakeQueue() };
    expect(trackedEnv(env)).toBe(env);
  });

  it("wraps only the queue bindings, once per env", () => {
    const env = local();
    const tracked = trackedEnv(env);
    expect(tracked.SYNC_QUEUE).not.toBe(env.SYNC_QUEUE);
    expect(tracked.DB).toBe(env.DB);
    expect(tracked.DEV_ROUTES).toBe("on");
    expect(trackedEnv(env)).toBe(tracked);
  });

  it("never reads 0 between a sync and the message it enqueues after it: the cron's work counts until the last job ends", async () => {
    const env = local();
    const queue = trackedEnv(env).SYNC_QUEUE;
    await queue.sendBatch([
      { body: { kind: "sync-profile", profileId: 1 } },
      { body: { kind: "sync-profile", profileId: 2 } },
    ]);
    expect(undeliveredMessages().count).toBe(2);

    const seen: number[] = [];
    await whileHandling(batch([1, 1]), env, async () => {
      // The syncs end by handing their profiles to the automation, on the same queue.
      await queue.send({ kind: "automate-profile", profileId: 1 });
      await queue.send({ kind: "automate-profile", profileId: 2 });
      seen.push(undeliveredMessages().count);
    });
    expect(seen).toEqual([4]);
    expect(undeliveredMessages().count).toBe(2);

    await whileHandling(batch([1, 1]), env, async () => {});
    expect(undeliveredMessages().count).toBe(0);
    expect(env.SYNC_QUEUE.sent).toHaveLength(4);
  });

  it("counts a batch handled when its consumer throws, and a retry's redelivery not at all", async () => {
    const env = local();
    await trackedEnv(env).SYNC_QUEUE.send({ kind: "sync-profile", profileId: 1 });
    await expect(
      whileHandling(batch([1]), env, async () => {
        throw new Error("sync failed");
      }),
    ).rejects.toThrow("sync failed");
    expect(undeliveredMessages().count).toBe(0);
    // The retry comes back as attempt 2: the failed job has said so in its status; nothing to count.
    await whileHandling(batch([2]), env, async () => {});
    expect(undeliveredMessages().count).toBe(0);
  });

  it("forgets a send the queue refused, and knows when a delayed message is due", async () => {
    const refusing = { DEV_ROUTES: "on", SYNC_QUEUE: fakeQueue({ refuse: true }) };
    await expect(trackedEnv(refusing).SYNC_QUEUE.send({ kind: "x" })).rejects.toThrow("queue unavailable");
    expect(undeliveredMessages()).toEqual({ count: 0, lastDueAt: null });

    const env = local();
    const before = Date.now();
    await trackedEnv(env).SYNC_QUEUE.send({ kind: "automate-profile", profileId: 1 }, { delaySeconds: 60 });
    const { count, lastDueAt } = undeliveredMessages();
    expect(count).toBe(1);
    expect(lastDueAt).toBeGreaterThanOrEqual(before + 60_000);
    await whileHandling(batch([1]), env, async () => {});
    expect(undeliveredMessages()).toEqual({ count: 0, lastDueAt: null });
  });
});
