import type { AdsClient } from "../../amazon/ads-client";
import { AmazonRequestError } from "../../amazon/errors";
import {
  createReport,
  downloadReport,
  getReport,
  type ReportSpec,
  requestReportAgain,
} from "../../amazon/reports";
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
    const waited = await waitForRows(client, amazonProfileId, report, poll);
    if (waited.pending) throw new ReportsNotReady([waited.pending, ...pending.slice(index + 1)]);
    written += await storeReportRows(db, profileId, report.reportTypeId, waited.rows);
    await onStored(pending.length - index - 1);
  }
  return written;
}

/**
 * A report Amazon failed to build is asked for this many times in all before the sync fails: Amazon
 * says to retry ("Report generation failed due to an internal error. Please retry."), and failing the
 * whole sync instead repeats every report and, past the queue's retries, loses the sync's rows.
 */
export const MAX_REPORT_REQUESTS = 3;

/**
 * The report's rows once COMPLETED, asking again for it when FAILED; the report (its latest id) as
 * still pending when it is being built after the policy's polls.
 */
async function waitForRows(
  client: AdsClient,
  amazonProfileId: string,
  report: PendingReport,
  poll: PollPolicy,
) {
  let { reportId } = report;
  let requests = 1;
  for (let attempt = 0; attempt < poll.maxPolls; attempt++) {
    if (attempt > 0) await sleep(poll.intervalMs);
    const job = await getReport(client, amazonProfileId, reportId);
    if (job.status === "COMPLETED" && job.url)
      return { rows: await downloadReport<Record<string, string | number | null>>(job.url) };
    if (job.status === "FAILED") {
      if (requests >= MAX_REPORT_REQUESTS) {
        throw new AmazonRequestError(
          200,
          job,
          `Amazon could not build report ${reportId} (${requests} requests): ${job.failureReason ?? "no reason given"}`,
        );
      }
      reportId = await requestReportAgain(client, amazonProfileId, job);
      requests += 1;
    }
  }
  return { pending: { ...report, reportId } };
}
