import type { AdsClient } from "./ads-client";
import { AmazonRequestError } from "./errors";
import { inChunks, jsonArrayItems } from "./json-array-stream";
import { DEFAULT_RETRY_POLICY, fetchWithRetry } from "./retrying-fetch";

export type ReportType = "spCampaigns" | "spTargeting" | "spSearchTerm" | "spAdvertisedProduct";
export type ReportStatus = "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";

export type ReportSpec = {
  name: string;
  startDate: string;
  endDate: string;
  reportTypeId: ReportType;
  groupBy: string[];
  columns: string[];
  timeUnit: "DAILY" | "SUMMARY";
  filters?: { field: string; values: string[] }[];
};

export type ReportJob = {
  reportId: string;
  status: ReportStatus;
  url?: string | null;
  failureReason?: string | null;
  /** What was asked for, as Amazon repeats it in every answer: enough to ask for it again. */
  name?: string;
  startDate?: string;
  endDate?: string;
  configuration?: Record<string, unknown>;
};

const CREATE_TYPE = "application/vnd.createasyncreportrequest.v3+json";

/** Asks for a report; a duplicate of one still being built (425) answers the existing report's id. */
export function createReport(client: AdsClient, profileId: string, spec: ReportSpec): Promise<string> {
  const { reportTypeId, groupBy, columns, timeUnit, filters, ...dates } = spec;
  return postReport(client, profileId, {
    ...dates,
    configuration: {
      adProduct: "SPONSORED_PRODUCTS",
      reportTypeId,
      groupBy,
      columns,
      timeUnit,
      filters,
      format: "GZIP_JSON",
    },
  });
}

/** Asks again for the report a FAILED job was, from what Amazon repeats of the request in its answer. */
export function requestReportAgain(client: AdsClient, profileId: string, job: ReportJob): Promise<string> {
  const { name, startDate, endDate, configuration } = job;
  if (!startDate || !endDate || !configuration)
    throw new AmazonRequestError(
      200,
      job,
      `Amazon's answer for report ${job.reportId} does not say what it was`,
    );
  return postReport(client, profileId, { name, startDate, endDate, configuration });
}

async function postReport(client: AdsClient, profileId: string, body: Record<string, unknown>) {
  try {
    const job = await client.send<ReportJob>({
      method: "POST",
      path: "/reporting/reports",
      profileId,
      contentType: CREATE_TYPE,
      body,
    });
    return job.reportId;
  } catch (error) {
    const duplicate =
      error instanceof AmazonRequestError && error.status === 425 ? duplicateId(error.body) : undefined;
    if (duplicate) return duplicate;
    throw error;
  }
}

/** Amazon names the report already being built in the 425's detail ("… duplicate of : <id>"). */
function duplicateId(body: unknown): string | undefined {
  const detail = body && typeof body === "object" ? String((body as { detail?: unknown }).detail ?? "") : "";
  return /duplicate of\s*:\s*(\S+)/i.exec(detail)?.[1];
}

export const getReport = (client: AdsClient, profileId: string, reportId: string) =>
  client.send<ReportJob>({ method: "GET", path: `/reporting/reports/${reportId}`, profileId });

/**
 * The rows of a COMPLETED report in chunks of at most `rowsPerChunk`, parsed as the download arrives:
 * its url is a plain gzip'd JSON download, without the Ads headers. Memory holds one chunk, never the
 * whole report (a large seller's reports run to tens of megabytes).
 */
export async function* reportRowChunks<Row = Record<string, unknown>>(
  url: string,
  rowsPerChunk: number,
): AsyncGenerator<Row[]> {
  const response = await fetchWithRetry(() => new Request(url), DEFAULT_RETRY_POLICY);
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new AmazonRequestError(
      response.status,
      undefined,
      `Report download failed with HTTP ${response.status}`,
    );
  }
  const gunzip = new DecompressionStream("gzip");
  const decode = new TextDecoderStream();
  // A pipe's own promise rejects with a broken download's error, which the reader below meets too:
  // caught here, so that it is not also reported as an unhandled rejection.
  response.body.pipeTo(gunzip.writable).catch(() => {});
  gunzip.readable.pipeTo(decode.writable).catch(() => {});
  try {
    yield* inChunks(jsonArrayItems<Row>(decode.readable), rowsPerChunk);
  } catch (error) {
    // Reading failed (the consumer's own errors end this generator without passing here).
    throw new ReportDownloadError(error);
  }
}

/** A report's download broke off (a dropped connection, a file ending early): worth reading again. */
export class ReportDownloadError extends Error {
  constructor(cause: unknown) {
    super(`The report download broke off: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = "ReportDownloadError";
  }
}

/** Every row of a COMPLETED report at once: for small reports (tests, one-off checks), not the sync. */
export async function downloadReport<Row = Record<string, unknown>>(url: string): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const chunk of reportRowChunks<Row>(url, 1000)) rows.push(...chunk);
  return rows;
}
