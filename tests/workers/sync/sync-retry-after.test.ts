import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../../worker/index";
import { SYNC_QUEUE_NAME } from "../../../worker/queue/sync-queue";
import { signedInUser } from "../support/accounts";
import { clearFaults, setFaults } from "../support/sku-structure";
import { connectedUsProfile } from "../support/sync";

afterEach(async () => {
  vi.restoreAllMocks();
  await clearFaults();
});

describe("a sync Amazon throttles for longer than an invocation can wait", () => {
  it("goes back to the queue with Amazon's Retry-After as its delay, without sleeping through it", async () => {
    const seller = await signedInUser("retry-after");
    const { us } = await connectedUsProfile(seller.cookie);
    await setFaults({ rateLimitRate: 1, retryAfterSeconds: 300, seed: "sync-retry-after" });
    vi.spyOn(console, "error").mockImplementation(() => {});

    const batch = createMessageBatch(SYNC_QUEUE_NAME, [
      {
        id: "throttled",
        timestamp: new Date(),
        attempts: 1,
        body: { kind: "sync-profile", profileId: us.id },
      },
    ]);
    const [throttled] = batch.messages;
    if (!throttled) throw new Error("no message");
    const retry = vi.spyOn(throttled, "retry");
    const started = Date.now();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, createExecutionContext());

    expect(result.retryMessages.map((message: { msgId: string }) => message.msgId)).toEqual(["throttled"]);
    expect(retry).toHaveBeenCalledWith({ delaySeconds: 300 });
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
