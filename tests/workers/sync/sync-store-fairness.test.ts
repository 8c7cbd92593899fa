/**
 * A long report's store leaves the isolate's other requests their turn: a store whose awaits all resolve
 * at once (the rows already downloaded, D1 answering fast) kept another seller's read waiting until the
 * whole report was in (up to 12.5 s in bench:first-sync --large).
 */
import { env, exports } from "cloudflare:workers";
import { expect, it } from "vitest";
import { createDatabase } from "../../../worker/db/client";
import { storeReportChunks } from "../../../worker/mirror/store-report-rows";
import { newUser, signUp } from "../support/accounts";
import { ORIGIN } from "../support/http";
import { seedProfile } from "../support/seed-ads";

const CHUNKS = 30;
const ROWS_PER_CHUNK = 2000;

/** A targeting report's rows, chunk after chunk, already in memory. */
async function* downloadedReport() {
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    yield Array.from({ length: ROWS_PER_CHUNK }, (_, row) => ({
      date: "2026-10-01",
      campaignId: "c-1",
      adGroupId: "ag-1",
      keywordId: `k-${chunk}-${row}`,
      impressions: 10,
      clicks: 1,
      cost: 0.5,
      purchases7d: 0,
      sales7d: 0,
      unitsSoldClicks7d: 0,
    }));
  }
}

it("answers another request's D1 read while a long report is being stored", async () => {
  const seller = await signUp(newUser("fair"));
  const profileId = await seedProfile(seller.id);
  let stored = false;
  const storing = storeReportChunks(createDatabase(env.DB), profileId, "spTargeting", downloadedReport(), {
    startDate: "2026-10-01",
    endDate: "2026-10-01",
  }).then(() => {
    stored = true;
  });

  const health = await exports.default.fetch(new Request(`${ORIGIN}/api/health`));
  expect(health.status).toBe(200);
  expect(stored).toBe(false);
  await storing;
  expect(stored).toBe(true);
}, 60_000);
