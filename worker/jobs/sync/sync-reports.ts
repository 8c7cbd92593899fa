import type { AdsClient } from "../../amazon/ads-client";
import { AmazonRequestError } from "../../amazon/errors";
import { createReport, downloadReport, getReport, type ReportSpec } from "../../amazon/reports";
import type { Database } from "../../db/client";
import { storeReportRows } from "../../mirror/store-report-rows";

export type PollPolicy = { intervalMs: number; maxPolls: number };
export const DEFAULT_POLL_POLICY: PollPolicy = { intervalMs: 2000, maxPolls: 300 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests every report of the plan, waits for each, and has the mirror store its rows. Answers rows written. */
export async function syncReports(
  db: Database,
  client: AdsClient,
  profileId: number,
  amazonProfileId: string,
  plan: ReportSpec[],
  onProgress: (done: number, total: number) => Promise<void>,
  poll: PollPolicy = DEFAULT_POLL_POLICY,
) {
  const ids = [];
  for (const spec of plan) ids.push(await createReport(client, amazonProfileId, spec));

  let written = 0;
  for (const [index, spec] of plan.entries()) {
    const rows = await waitForRows(client, amazonProfileId, ids[index] as string, poll);
    written += await storeReportRows(db, profileId, spec.reportTypeId, rows);
    await onProgress(index + 1, plan.length);
  }
  return written;
}

async function waitForRows(client: AdsClient, amazonProfileId: string, reportId: string, poll: PollPolicy) {
  for (let attempt = 0; attempt < poll.maxPolls; attempt++) {
    const job = await getReport(client, amazonProfileId, reportId);
    if (job.status === "COMPLETED" && job.url)
      return downloadReport<Record<string, string | number | null>>(job.url);
    if (job.status === "FAILED") {
      throw new AmazonRequestError(
        200,
        job,
        `Amazon could not build report ${reportId}: ${job.failureReason ?? "no reason given"}`,
      );
    }
    await sleep(poll.intervalMs);
  }
  throw new AmazonRequestError(0, undefined, `Report ${reportId} was not ready after ${poll.maxPolls} polls`);
}
