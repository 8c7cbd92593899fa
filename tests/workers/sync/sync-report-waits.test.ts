import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { continueSync, MAX_REPORT_WAITS } from "../../../worker/jobs/sync/continue-sync";
import { consumeSyncMessage } from "../../../worker/jobs/sync/sync-consumer";
import { type SyncOutcome, syncProfile } from "../../../worker/jobs/sync/sync-profile";
import { readSyncStatus, SYNC_LEASE_MS } from "../../../worker/mirror/sync-status";
import type { SyncMessage, SyncReportsMessage } from "../../../worker/queue/sync-queue";
import { signedInUser } from "../support/accounts";
import { connectSeller, DEMO_SELLER } from "../support/amazon";
import { db, FAST_RETRY, metricSnapshot, profilesOf, settledSyncs } from "../support/sync";

/** One poll a report per invocation: the sandbox finishes a report at its second poll, so none is ready at once. */
const ONE_POLL = { retry: FAST_RETRY, poll: { intervalMs: 0, maxPolls: 1 } };
let profileId: number;

beforeAll(async () => {
  const user = await signedInUser("waits");
  const profiles = await profilesOf(await connectSeller(user.cookie, DEMO_SELLER));
  await settledSyncs(profiles.map((profile) => profile.id));
  profileId = profiles.find((profile) => profile.countryCode === "CA")?.id ?? profiles[0]?.id ?? 0;
});

const waitMessage = (outcome: SyncOutcome, total: number, waits: number): SyncReportsMessage => ({
  kind: "sync-reports",
  profileId,
  reports: outcome.pending ?? [],
  total,
  waits,
});

describe("a sync whose reports Amazon is still building", () => {
  it("leaves them to later messages instead of sleeping, which store them and end it SUCCEEDED with the same figures", async () => {
    const figures = await metricSnapshot(profileId);
    const first = await syncProfile(db(), env, profileId, ONE_POLL);
    const total = first.total ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(first.pending).toHaveLength(total);
    expect(await readSyncStatus(db(), profileId)).toMatchObject({ state: "RUNNING", phase: "reports" });

    let outcome = first;
    let waits = 0;
    while (outcome.pending) {
      waits += 1;
      expect(waits).toBeLessThanOrEqual(total);
      outcome = await continueSync(db(), env, waitMessage(outcome, total, waits), ONE_POLL);
    }
    expect(await readSyncStatus(db(), profileId)).toMatchObject({ state: "SUCCEEDED", progress: 100 });
    // The same hour synced again: the same figures, stored once.
    expect(await metricSnapshot(profileId)).toEqual(figures);
  });

  it("queues the rest 30 s on from the sync's message, and the automation only once every report is stored", async () => {
    const send = vi.fn(async () => {});
    const context = { db: db(), env: { ...env, SYNC_QUEUE: { send } } as unknown as Env, sync: ONE_POLL };
    const message = { body: { kind: "sync-profile", profileId }, attempts: 1, ack: vi.fn(), retry: vi.fn() };
    await consumeSyncMessage(message as unknown as Message<SyncMessage>, context);
    expect(message.ack).toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ kind: "sync-reports", profileId, waits: 1 }),
      { delaySeconds: 30 },
    );
    expect(send.mock.calls.flat()).not.toContainEqual(expect.objectContaining({ kind: "automate-profile" }));
  });

  it("fails the sync, saying why, when Amazon has not finished after the last wait", async () => {
    // The test before left its sync waiting on later messages: let it lapse as a sync whose job died does.
    await env.DB.prepare("update sync_status set last_started_at = ? where profile_id = ?")
      .bind(Date.now() - SYNC_LEASE_MS - 1, profileId)
      .run();
    // No polls at all: the reports the tests before polled would otherwise be finished by this one's.
    const noPolls = { ...ONE_POLL, poll: { intervalMs: 0, maxPolls: 0 } };
    const first = await syncProfile(db(), env, profileId, noPolls);
    expect(first.pending?.length).toBeGreaterThan(0);
    const last = continueSync(db(), env, waitMessage(first, first.total ?? 0, MAX_REPORT_WAITS), noPolls);
    await expect(last).rejects.toThrow(/Amazon had not finished \d+ of the sync's reports after 40 waits/);
    expect(await readSyncStatus(db(), profileId)).toMatchObject({ state: "FAILED" });
  });
});
