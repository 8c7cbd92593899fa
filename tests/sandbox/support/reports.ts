import { type AdsCall, adsFetch } from "./ads";
import { sandboxFetch } from "./sandbox";

export const CREATE_REPORT = "application/vnd.createasyncreportrequest.v3+json";

export type AsyncReport = {
  reportId: string;
  status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";
  url: string | null;
  urlExpiresAt: string | null;
  failureReason: string | null;
  fileSize: number | null;
};

/** A reporting v3 create body (Sponsored Products, gzip'd JSON). */
export function reportBody(
  configuration: {
    reportTypeId: string;
    groupBy: string[];
    columns: string[];
    timeUnit: "DAILY" | "SUMMARY";
  },
  startDate: string,
  endDate: string,
  extra: Record<string, unknown> = {},
) {
  return {
    name: `${configuration.reportTypeId} ${startDate}..${endDate}`,
    startDate,
    endDate,
    configuration: { adProduct: "SPONSORED_PRODUCTS", format: "GZIP_JSON", ...configuration, ...extra },
  };
}

export function createReport(call: AdsCall & { body: unknown }) {
  return adsFetch("/reporting/reports", {
    method: "POST",
    ...call,
    headers: { "Content-Type": CREATE_REPORT, ...call.headers },
  });
}

export function getReport(reportId: string, call: AdsCall) {
  return adsFetch(`/reporting/reports/${reportId}`, call);
}

/** Polls until the report is COMPLETED or FAILED (the sandbox needs two polls). */
export async function pollReport(reportId: string, call: AdsCall): Promise<AsyncReport> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const report = (await (await getReport(reportId, call)).json()) as AsyncReport;
    if (report.status === "COMPLETED" || report.status === "FAILED") return report;
  }
  throw new Error(`report ${reportId} never finished`);
}

/** Downloads a report file as the product does: a plain GET, then gunzip. */
export async function downloadRows(url: string): Promise<{ text: string; rows: Record<string, unknown>[] }> {
  const response = await sandboxFetch(new URL(url).pathname + new URL(url).search);
  if (response.status !== 200) throw new Error(`download answered ${response.status}`);
  const stream = response.body?.pipeThrough(new DecompressionStream("gzip"));
  const text = await new Response(stream).text();
  return { text, rows: JSON.parse(text) as Record<string, unknown>[] };
}
