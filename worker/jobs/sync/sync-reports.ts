import type { AdsClient } from "../../amazon/ads-client";
import { AMAZON_CALLS_AT_ONCE, mapAtMost } from "../../amazon/calls-at-once";
import { AmazonRequestError } from "../../amazon/errors";
import {
  createReport,
  getReport,
  ReportDownloadError,
  type ReportSpec,
  reportRowChunks,
  requestReportAgain,
} from "../../amazon/reports";
import type { PendingReport } from "../../queue/sync-queue";

/**
 * How long one invocation waits for a report: `maxPolls` polls `intervalMs` apart (30 s by default).
 * A report not ready by then is left to a later message (ReportsNotReady), so no consumer sleeps for
 * minutes while Amazon builds a report.
 */
export type PollPolicy = { intervalMs: number; maxPolls: number };
export const DEFAULT_POLL_POLICY: PollPolicy = { intervalMs: 2000, maxPolls: 15 };

/** Rows a report is read and stored by: memory holds this many rows of it, whatever its size. */
export const REPORT_ROWS_PER_CHUNK = 2000;

/** Some reports were not ready within this invocation's polls: they are collected by a later message. */
export class ReportsNotReady extends Error {
  constructor(readonly pending: PendingReport[]) {
    super(`${pending.length} reports are still being built`);
  }
}

type ReportRow = Record<string, string | number | null>;
/** Takes a report's rows as they download (the sync stores them; the benchmark's baseline only reads them). */
export type ReportSink = (report: PendingReport, chunks: AsyncIterable<ReportRow[]>) => Promise<number>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks Amazon for every report of the plan, a few at once; answers their ids and days in the plan's order. */
export const requestReports = (
  client: AdsClient,
  amazonProfileId: string,
  plan: ReportSpec[],
): Promise<PendingReport[]> =>
  mapAtMost(plan, AMAZON_CALLS_AT_ONCE, async (spec) => ({
    reportId: await createReport(client, amazonProfileId, spec),
    reportTypeId: spec.reportTypeId,
    startDate: spec.startDate,
    endDate: spec.endDate,
  }));

/**
 * Polls every pending report together, round after round `intervalMs` apart, and hands each one
 * that is COMPLETED to `sink` as it downloads, one report at a time (one writer: the derived stores
 * are rebuilt report by report), while the others are still polled. Answers the rows written. Throws
 * ReportsNotReady with the reports still being built after the policy's polls; the others are stored.
 */
export async function collectReports(
  client: AdsClient,
  amazonProfileId: string,
  pending: PendingReport[],
  sink: ReportSink,
  onStored: (left: number) => Promise<void>,
  poll: PollPolicy = DEFAULT_POLL_POLICY,
) {
  let written = 0;
  let stored = 0;
  let failure: { error: unknown } | undefined;
  let writing = Promise.resolve();
  const write = (report: PendingReport, url: string) => {
    writing = writing.then(async () => {
      if (failure) return;
      try {
        written += await storeDownload(sink, report, url);
        stored += 1;
        await onStored(pending.length - stored);
      } catch (error) {
        failure = { error };
      }
    });
  };
  let left = pending;
  // Requests made per report type in this invocation, the first included.
  const requests = new Map<PendingReport["reportTypeId"], number>();
  for (let attempt = 0; attempt < poll.maxPolls && left.length > 0 && !failure; attempt++) {
    if (attempt > 0) await sleep(poll.intervalMs);
    const jobs = await mapAtMost(left, AMAZON_CALLS_AT_ONCE, (report) =>
      getReport(client, amazonProfileId, report.reportId),
    );
    const building: PendingReport[] = [];
    for (const [index, job] of jobs.entries()) {
      const report = left[index] as PendingReport;
      if (job.status === "FAILED") {
        const made = requests.get(report.reportTypeId) ?? 1;
        if (made >= MAX_REPORT_REQUESTS) {
          await writing;
          throw new AmazonRequestError(
            200,
            job,
            `Amazon could not build report ${report.reportId} (${made} requests): ${job.failureReason ?? "no reason given"}`,
          );
        }
        requests.set(report.reportTypeId, made + 1);
        building.push({ ...report, reportId: await requestReportAgain(client, amazonProfileId, job) });
      } else if (job.status === "COMPLETED" && job.url) write(report, job.url);
      else building.push(report);
    }
    left = building;
  }
  await writing;
  if (failure) throw failure.error;
  if (left.length > 0) throw new ReportsNotReady(left);
  return written;
}

/** A download that broke off is read this many times in all before the sync fails. */
export const DOWNLOAD_ATTEMPTS = 3;

/**
 * A report's rows to `sink`, read again from the start when the download breaks off: the rows are
 * stored by key, so the rows a broken read stored are written again, not twice.
 */
async function storeDownload(sink: ReportSink, report: PendingReport, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sink(report, reportRowChunks<ReportRow>(url, REPORT_ROWS_PER_CHUNK));
    } catch (error) {
      if (!(error instanceof ReportDownloadError) || attempt >= DOWNLOAD_ATTEMPTS) throw error;
    }
  }
}

/**
 * A report Amazon failed to build is asked for this many times in all before the sync fails: Amazon
 * says to retry ("Report generation failed due to an internal error. Please retry."), and failing the
 * whole sync instead repeats every report and, past the queue's retries, loses the sync's rows.
 */
export const MAX_REPORT_REQUESTS = 3;
