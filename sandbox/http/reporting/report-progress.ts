import type { ReportJob } from "./report-job";

/**
 * How a report gets built. Clients poll in real time while the simulated clock stands still, so a
 * report moves on with the polls themselves: the first `GET` finds it PROCESSING, the second
 * COMPLETED (or FAILED while the `failReports` fault is on). A report whose simulated clock has
 * moved since it was requested is finished at the next poll. No wall-clock time is involved, so
 * the same calls give the same answers.
 */
export const POLLS_TO_COMPLETE = 2;

export const FAILURE_REASON = "Report generation failed due to an internal error. Please retry.";

export function afterPoll(job: ReportJob, now: string, failReports: boolean): ReportJob {
  const polls = job.polls + 1;
  if (job.status === "COMPLETED" || job.status === "FAILED") return { ...job, polls };
  if (polls >= POLLS_TO_COMPLETE || now !== job.createdAt) {
    return failReports
      ? { ...job, polls, status: "FAILED", failureReason: FAILURE_REASON, updatedAt: now }
      : { ...job, polls, status: "COMPLETED", generatedAt: now, updatedAt: now };
  }
  return { ...job, polls, status: "PROCESSING", updatedAt: now };
}

/** Still being built: not finished, and the simulated clock has not moved since it was asked for. */
export const isBuilding = (job: ReportJob, now: string) =>
  (job.status === "PENDING" || job.status === "PROCESSING") && job.createdAt === now;

/** Reports are kept a week of simulated time, then forgotten with their files. */
export const KEEP_MS = 7 * 86_400_000;

export const isStale = (job: ReportJob, now: string) => Date.parse(now) - Date.parse(job.createdAt) > KEEP_MS;
