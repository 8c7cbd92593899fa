import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../../worker/index";
import { SYNC_QUEUE_NAME } from "../../../worker/queue/sync-queue";

const message = (id: string, body: unknown) => ({ id, timestamp: new Date(), attempts: 1, body });

/** The Worker's queue handler given one batch: which messages it acknowledged and which it retried. */
async function handle(queue: string, messages: ReturnType<typeof message>[]) {
  const batch = createMessageBatch(queue, messages);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  const result = await getQueueResult(batch, ctx);
  return {
    acked: [...result.explicitAcks].sort(),
    retried: result.retryMessages.map((retried: { msgId: string }) => retried.msgId),
  };
}

afterEach(() => vi.restoreAllMocks());

describe("the queue handler", () => {
  it("hands a sync message to the sync job (a profile that is no longer connected is done with)", async () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const answer = await handle(SYNC_QUEUE_NAME, [
      message("gone", { kind: "sync-profile", profileId: 987_654 }),
    ]);
    expect(answer).toEqual({ acked: ["gone"], retried: [] });
    expect(logged.mock.calls.flat().join("\n")).toContain("profile no longer connected");
  });

  it("logs and acknowledges a message of a kind no consumer knows, instead of retrying it forever", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await handle(SYNC_QUEUE_NAME, [
      message("later-kind", { kind: "automation-run", profileId: 1 }),
      message("no-kind", { type: "sync-profile", profileId: 1 }),
      message("not-an-object", "sync"),
    ]);
    expect(answer).toEqual({ acked: ["later-kind", "no-kind", "not-an-object"], retried: [] });
    expect(errors.mock.calls.flat().join("\n")).toContain('"kind":"automation-run"');
  });

  it("logs and acknowledges the messages of a queue it does not consume", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await handle("skupilot-unknown", [
      message("elsewhere", { kind: "sync-profile", profileId: 1 }),
    ]);
    expect(answer).toEqual({ acked: ["elsewhere"], retried: [] });
    expect(errors.mock.calls.flat().join("\n")).toContain('"queue":"skupilot-unknown"');
  });
});
