import type { ReportRequest } from "../../model/index";

export type ReportStatus = "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";

/** The create request as the client sent it (what GET echoes back) and as the model reads it. */
export interface ReportSpec {
  name: string | null;
  startDate: string;
  endDate: string;
  configuration: {
    adProduct: "SPONSORED_PRODUCTS";
    reportTypeId: string;
    groupBy: string[];
    columns: string[];
    filters: { field: string; values: string[] }[] | null;
    timeUnit: "DAILY" | "SUMMARY";
    format: "GZIP_JSON";
  };
}

/** One asynchronous report: its rows were taken when it was created (the world as it was then). */
export interface ReportJob {
  reportId: string;
  profileId: number;
  spec: ReportSpec;
  /** Canonical JSON of the spec: equal fingerprints of unfinished reports make a duplicate (425). */
  fingerprint: string;
  /** Simulated instants. */
  createdAt: string;
  updatedAt: string;
  generatedAt: string | null;
  /** Status polls answered so far: the report moves on with them (see report-progress.ts). */
  polls: number;
  status: ReportStatus;
  failureReason: string | null;
  fileSize: number | null;
  /** How many storage chunks hold the gzip'd rows. */
  chunks: number;
}

export function modelRequest(spec: ReportSpec): ReportRequest {
  return {
    reportTypeId: spec.configuration.reportTypeId,
    groupBy: spec.configuration.groupBy,
    columns: spec.configuration.columns,
    startDate: spec.startDate,
    endDate: spec.endDate,
    timeUnit: spec.configuration.timeUnit,
    filters: spec.configuration.filters,
  };
}
