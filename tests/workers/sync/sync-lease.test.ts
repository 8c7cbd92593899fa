/**
 * One sync at a time per profile (issue 20, M4): the hourly cron, a connect and a retry may all ask for
 * one, and two syncs of one profile racing would both write its running totals. The first to start holds
 * it until it ends; one whose job died is taken over after SYNC_LEASE_MS.
 */
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncProfile } from "../../../worker/jobs/sync/sync-profile";
import { readSyncStatus, SYNC_LEASE_MS } from "../../../worker/mirror/sync-status";
import { enqueueSyncs } from "../../../worker/queue/sync-queue";
import { signedInUser } from "../support/accounts";
import { connectedUsProfile, db, FAST_POLL, FAST_RETRY, metricSnapshot } from "../support/sync";

let profileId: number;
let tokenId: number;
const sync = () => syncProfile(db(), env, profileId, { retry: FAST_RETRY, poll: FAST_POLL });
const noQueue = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue;

beforeAll(async () => {
  const seller = await signedInUser("lease");
  ({
    tokenId,
    us: { id: profileId },
  } = await connectedUsProfile(seller.cookie));
});

// The seller's other profiles were queued on `noQueue`, which drops the messages: no job will ever run them,
// and the next file would wait for them (tests/workers/support/fresh-database.ts) until its 30 s bound.
afterAll(async () => {
  await env.DB.prepare("update sync_status set state = 'SUCCEEDED' where state = 'QUEUED'").run();
});

describe("a profile's sync", () => {
  it("runs once when two start together: the other is skipped, and the figures are those of one sync", async () => {
    const figures = await metricSnapshot(profileId);
    const outcomes = await Promise.all([sync(), sync()]);
    const skipped = outcomes.filter((outcome) => outcome.skipped);
    expect(skipped).toEqual([
      { skipped: "another sync of this profile is running", entities: 0, metricRows: 0 },
    ]);
    expect(await readSyncStatus(db(), profileId)).toMatchObject({ state: "SUCCEEDED" });
    expect(await metricSnapshot(profileId)).toEqual(figures);
  });

  it("keeps a running sync's state when the hourly cron queues the profile again", async () => {
    const startedAt = new Date();
    await env.DB.prepare(
      "update sync_status set state = 'RUNNING', phase = 'reports', last_started_at = ? where profile_id = ?",
    )
      .bind(startedAt.getTime(), profileId)
      .run();
    await enqueueSyncs(db(), noQueue as Queue<never>, tokenId);
    expect(await readSyncStatus(db(), profileId)).toMatchObject({
      state: "RUNNING",
      lastStartedAt: startedAt,
    });
    expect((await sync()).skipped).toBe("another sync of this profile is running");
  });

  it("takes over a sync that has run longer than its lease (its job died)", async () => {
    await env.DB.prepare("update sync_status set state = 'RUNNING', last_started_at = ? where profile_id = ?")
      .bind(Date.now() - SYNC_LEASE_MS - 1, profileId)
      .run();
    await enqueueSyncs(db(), noQueue as Queue<never>, tokenId);
    expect(await readSyncStatus(db(), profileId)).toMatchObject({ state: "QUEUED" });
    const outcome = await sync();
    expect(outcome.skipped).toBeUndefined();
    expect(await readSyncStatus(db(), profileId)).toMatchObject({ state: "SUCCEEDED" });
  });
});
