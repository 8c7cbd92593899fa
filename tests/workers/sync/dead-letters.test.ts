/**
 * The sync queue's dead-letter queue is consumed (issue 20, faults): a sync or automation run the queue
 * gave up on after its retries is logged for the operator and shown to its seller, and a later run clears it.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { releaseLease, takeLease } from "../../../worker/automation/lease";
import { SYNC_GAVE_UP_MESSAGE } from "../../../worker/contracts/sync-status";
import { createDatabase } from "../../../worker/db/client";
import worker from "../../../worker/index";
import { SYNC_DEAD_LETTER_QUEUE_NAME } from "../../../worker/queue/sync-queue";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { seedProfile } from "../support/seed-ads";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;
let bobProfile: number;

const deadLetter = (id: string, body: unknown) => ({ id, timestamp: new Date(), attempts: 4, body });

async function giveUp(messages: ReturnType<typeof deadLetter>[]) {
  const batch = createMessageBatch(SYNC_DEAD_LETTER_QUEUE_NAME, messages);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  const result = await getQueueResult(batch, ctx);
  return { acked: [...result.explicitAcks].sort(), retried: result.retryMessages.length };
}

const automationStatus = (profileId: number, cookie = ann.cookie) =>
  call(`/api/automation/${profileId}/status`, { cookie });

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  profile = await seedProfile(ann.id);
  bobProfile = await seedProfile(bob.id);
});

afterEach(() => vi.restoreAllMocks());

describe("the dead-letter queue's consumer", () => {
  it("marks a given-up sync FAILED with words for the seller, logs it for the operator, and acknowledges it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await giveUp([
      deadLetter("sync", { kind: "sync-profile", profileId: profile }),
      deadLetter("reports", { kind: "sync-reports", profileId: profile, reports: [], total: 3, waits: 2 }),
    ]);
    expect(answer).toEqual({ acked: ["reports", "sync"], retried: 0 });

    const mine = (await call("/api/sync/status", { cookie: ann.cookie })).json.data;
    expect(mine).toContainEqual(
      expect.objectContaining({ profileId: profile, state: "FAILED", lastError: SYNC_GAVE_UP_MESSAGE }),
    );
    const logged = errors.mock.calls.flat().map((line) => JSON.parse(String(line)));
    expect(logged).toContainEqual(
      expect.objectContaining({
        event: "dead-letter",
        kind: "sync-profile",
        profileId: profile,
        attempts: 4,
      }),
    );
    // Another seller's status is untouched.
    const bobs = (await call("/api/sync/status", { cookie: bob.cookie })).json.data;
    expect(bobs.some((row: { state: string }) => row.state === "FAILED")).toBe(false);
  });

  it("shows a given-up automation run in the profile's status until a run finishes after it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await automationStatus(profile)).json.data.lastFailedAt).toBeNull();
    const marketplaceNow = async () =>
      Date.parse((await (await fetch(`${env.SANDBOX_URL}/_sandbox/clock`)).json<{ now: string }>()).now);
    const before = await marketplaceNow();
    expect(await giveUp([deadLetter("run", { kind: "automate-profile", profileId: profile })])).toEqual({
      acked: ["run"],
      retried: 0,
    });
    const failedAt = Date.parse((await automationStatus(profile)).json.data.lastFailedAt);
    expect(failedAt).toBeGreaterThanOrEqual(before);
    expect((await automationStatus(bobProfile, bob.cookie)).json.data.lastFailedAt).toBeNull();

    // A run that had finished at the same instant (the sandbox's clock stands still) does not hide it.
    await env.DB.prepare("update automation_leases set last_run_at = ? where profile_id = ?")
      .bind(failedAt, profile)
      .run();
    expect(Date.parse((await automationStatus(profile)).json.data.lastFailedAt)).toBe(failedAt);
    // A run that finishes afterwards clears it, even on the sandbox's standing clock.
    const holder = "a later run";
    expect(await takeLease(createDatabase(env.DB), profile, holder)).toBe(true);
    await releaseLease(createDatabase(env.DB), profile, holder, { lastRunAt: new Date(failedAt) });
    expect((await automationStatus(profile)).json.data.lastFailedAt).toBeNull();
  });

  it("acknowledges a dead message it cannot read, logged, instead of retrying it forever", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await giveUp([deadLetter("junk", "not a message")]);
    expect(answer).toEqual({ acked: ["junk"], retried: 0 });
    expect(errors.mock.calls.flat().join("\n")).toContain(`"queue":"${SYNC_DEAD_LETTER_QUEUE_NAME}"`);
  });
});
