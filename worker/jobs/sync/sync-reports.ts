import type { AdsClient } from "../../amazon/ads-client";
import { AmazonRequestError } from "../../amazon/errors";
import { createReport, downloadReport, getReport, type ReportSpec } from "../../amazon/reports";
import type { Database } from "../../db/client";
import { storeReportRows } from "../../mirror/store-report-rows";
import type { PendingReport } from "../../queue/sync-queue";

/**
 * How long one invocation waits for a report: `maxPolls` polls `intervalMs` apart (30 s by default).
 * A report not ready by then is left to a later message (ReportsNotReady), so no consumer sleeps for
 * minutes while Amazon builds a report.
 */
export type PollPolicy = { intervalMs: number; maxPolls: number };
export const DEFAULT_POLL_POLICY: PollPolicy = { intervalMs: 2000, maxPolls: 15 };

/** Some reports were not ready within this invocation's polls: they are collected by a later message. */
export class ReportsNotReady extends Error {
  constructor(readonly pending: PendingReport[]) {
    super(`${pending.length} reports are still being built`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks Amazon for every report of the plan; answers their ids. */
export async function requestReports(
  client: AdsClient,
  amazonProfileId: string,
  plan: ReportSpec[],
): Promise<PendingReport[]> {
  const pending: PendingReport[] = [];
  for (const spec of plan) {
    pending.push({
      reportId: await createReport(client, amazonProfileId, spec),
      reportTypeId: spec.reportTypeId,
    });
  }
  return pending;
}

/**
 * Waits for each report in turn and has the mirror store its rows; answers the rows written. Throws
 * ReportsNotReady with the reports left (the one not ready and those after it) when a report is not
 * ready within the policy's polls; the reports before it are stored.
 */
export async function collectReports(
  db: Database,
  client: AdsClient,
  profileId: number,
  amazonProfileId: string,
  pending: PendingReport[],
  onStored: (left: number) => Promise<void>,
  poll: PollPolicy = DEFAULT_POLL_POLICY,
) {
  let written = 0;
  for (const [index, report] of pending.entries()) {
    const rows = await waitForRows(client, amazonProfileId, report.reportId, poll);
    if (!rows) throw new ReportsNotReady(pending.slice(index));
    written += await storeReportRows(db, profileId, report.reportTypeId, rows);
    await onStored(pending.length - index - 1);
  }
  return written;
}

/** The report's rows once COMPLETED; null when it is still being built after the policy's polls. */
async function waitForRows(client: AdsClient, amazonProfileId: string, reportId: string, poll: PollPolicy) {
  for (let attempt = 0; attempt < poll.maxPolls; attempt++) {
    if (attempt > 0) await sleep(poll.intervalMs);
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
  }
  return null;
}
