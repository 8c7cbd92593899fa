/**
 * A report download that breaks off halfway (a dropped connection to Amazon's S3) is read again from its
 * start within the sync, up to DOWNLOAD_ATTEMPTS times, instead of failing the sync and asking Amazon for
 * every report again through the queue's retry (issue 20, faults).
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SYNC_AMAZON_UNAVAILABLE } from "../../../worker/jobs/sync/sync-failure-message";
import { DOWNLOAD_ATTEMPTS } from "../../../worker/jobs/sync/sync-reports";
import { signedInUser } from "../support/accounts";
import { mirrorRows, rowDifferences, wipeMirror } from "../support/fault-parity";
import { clearFaults, setFaults } from "../support/sku-structure";
import { connectedUsProfile, runSync } from "../support/sync";

let profileId: number;
beforeAll(async () => {
  const seller = await signedInUser("cut-downloads");
  profileId = (await connectedUsProfile(seller.cookie)).us.id;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await clearFaults();
});

const downloadsIn = (fetches: { mock: { calls: Parameters<typeof fetch>[] } }) =>
  fetches.mock.calls.filter(([input]) => {
    const url = input instanceof Request ? input.url : String(input);
    return new URL(url).pathname.startsWith("/report-files/");
  }).length;

const cutsLeft = async () =>
  ((await (await fetch(`${env.SANDBOX_URL}/_sandbox/faults`)).json()) as { cutDownloads: number })
    .cutDownloads;

describe("a sync whose report downloads break off", () => {
  it("reads a broken download again and stores a fault-free sync's rows in one delivery", async () => {
    await wipeMirror(profileId);
    const fetches = vi.spyOn(globalThis, "fetch");
    await runSync(profileId);
    const cleanDownloads = downloadsIn(fetches);
    const clean = await mirrorRows(profileId);

    await wipeMirror(profileId);
    await setFaults({ cutDownloads: 2 });
    fetches.mockClear();
    const outcome = await runSync(profileId);
    expect(outcome.pending).toBeUndefined();
    expect(await cutsLeft()).toBe(0);
    // The two broken downloads were read again.
    expect(downloadsIn(fetches)).toBe(cleanDownloads + 2);
    expect(rowDifferences(clean, await mirrorRows(profileId))).toEqual({ lost: 0, extra: 0 });
  });

  it(`fails the sync, saying so, once a download broke off ${DOWNLOAD_ATTEMPTS} times`, async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await setFaults({ cutDownloads: 100 });
    const fetches = vi.spyOn(globalThis, "fetch");
    await expect(runSync(profileId)).rejects.toThrow("The report download broke off");
    expect(downloadsIn(fetches)).toBe(DOWNLOAD_ATTEMPTS);
    const status = await env.DB.prepare(
      "select state, last_error as lastError from sync_status where profile_id = ?",
    )
      .bind(profileId)
      .first<{ state: string; lastError: string }>();
    expect(status).toEqual({ state: "FAILED", lastError: SYNC_AMAZON_UNAVAILABLE });
  });
});
