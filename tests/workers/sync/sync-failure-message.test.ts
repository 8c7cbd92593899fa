import { afterEach, describe, expect, it } from "vitest";
import { SYNC_AMAZON_UNAVAILABLE } from "../../../worker/jobs/sync/sync-failure-message";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { clearFaults, setFaults } from "../support/sku-structure";
import { connectedUsProfile, runSync } from "../support/sync";

afterEach(async () => {
  await clearFaults();
});

describe("a failed sync as the seller reads it", () => {
  it("says what happens next, never Amazon's own error text", async () => {
    const seller = await signedInUser("sync-failure");
    const { us } = await connectedUsProfile(seller.cookie);
    await setFaults({ serverErrorRate: 1, seed: "sync-failure-message" });

    await expect(
      runSync(us.id, { attempts: 2, baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 5_000 }),
    ).rejects.toThrow(/500/);

    const { json } = await call("/api/sync/status", { cookie: seller.cookie });
    const status = json.data.find((row: { profileId: number }) => row.profileId === us.id);
    expect(status).toMatchObject({ state: "FAILED", lastError: SYNC_AMAZON_UNAVAILABLE });
    expect(status.lastError).not.toMatch(/500|HTTP|http:|sandbox/i);
  });
});
