import type { ReportJob } from "./report-job";

/** A job as `AsyncReport` (create and GET answers); `url` only on a COMPLETED report. */
export function presentReport(job: ReportJob, link?: { url: string; urlExpiresAt: string }) {
  return {
    reportId: job.reportId,
    name: job.spec.name,
    status: job.status,
    startDate: job.spec.startDate,
    endDate: job.spec.endDate,
    configuration: job.spec.configuration,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    generatedAt: job.generatedAt,
    fileSize: job.status === "COMPLETED" ? job.fileSize : null,
    url: job.status === "COMPLETED" ? (link?.url ?? null) : null,
    urlExpiresAt: job.status === "COMPLETED" ? (link?.urlExpiresAt ?? null) : null,
    failureReason: job.failureReason,
  };
}
