import { Hono } from "hono";
import { reportRows } from "../../model/index";
import type { ProfileEnv } from "../catalog/profile-env";
import { vendorJson } from "../catalog/vendor-json";
import { failReports } from "../faults/report-faults";
import { columnProblem } from "./column-rules";
import { downloadSecret, signedDownloadUrl } from "./download-url";
import { gzip } from "./gzip";
import { parseReportSpec } from "./parse-report-spec";
import { presentReport } from "./present-report";
import { reportIdFor } from "./report-id";
import { modelRequest, type ReportJob } from "./report-job";
import { afterPoll, isBuilding, isStale } from "./report-progress";
import { ReportStore } from "./report-store";
import { reportingError } from "./reporting-error";

const CREATE_REQUEST = "application/vnd.createasyncreportrequest.v3+json";
const CREATE_RESPONSE = "application/vnd.createasyncreportresponse.v3+json";
const GET_RESPONSE = "application/vnd.getasyncreportresponse.v3+json";
const DELETE_RESPONSE = "application/vnd.deleteasyncreportresponse.v3+json";

/** Reporting v3 under /reporting: create, poll and cancel asynchronous Sponsored Products reports. */
export const reportingRoutes = new Hono<ProfileEnv>()
  .post("/reports", async (c) => {
    if (!(c.req.header("Content-Type") ?? "").toLowerCase().startsWith(CREATE_REQUEST)) {
      return reportingError(c, 415, `Content-Type must be ${CREATE_REQUEST}.`);
    }
    const parsed = parseReportSpec(await c.req.json().catch(() => undefined));
    if (!parsed.ok) return reportingError(c, 400, parsed.detail);
    const { spec } = parsed;
    const { reportTypeId, groupBy, columns } = spec.configuration;
    const columnsRefused = columnProblem(reportTypeId, groupBy, columns);
    if (columnsRefused) return reportingError(c, 400, columnsRefused);
    const { profile, deps } = c.var;
    const store = new ReportStore(deps.storage);
    const fingerprint = JSON.stringify(spec);
    const state = await deps.world.read();
    const jobs = await store.ofProfile(profile.profileId);
    for (const job of jobs) if (isStale(job, state.clock.now)) await store.delete(job);
    const duplicate = jobs.find((job) => isBuilding(job, state.clock.now) && job.fingerprint === fingerprint);
    if (duplicate) return reportingError(c, 425, `The Request is a duplicate of : ${duplicate.reportId}`);

    const rows = reportRows(state, profile, modelRequest(spec));
    if (!rows.ok) return reportingError(c, 400, rows.message);
    const reportId = reportIdFor(state.seed, await store.nextNumber());
    const file = await gzip(JSON.stringify(rows.rows));
    const job: ReportJob = {
      reportId,
      profileId: profile.profileId,
      spec,
      fingerprint,
      createdAt: state.clock.now,
      updatedAt: state.clock.now,
      generatedAt: null,
      polls: 0,
      status: "PENDING",
      failureReason: null,
      fileSize: file.length,
      chunks: await store.putFile(reportId, file),
    };
    await store.put(job);
    return vendorJson(presentReport(job), CREATE_RESPONSE);
  })
  .get("/reports/:reportId", async (c) => {
    const { profile, deps } = c.var;
    const store = new ReportStore(deps.storage);
    const found = await store.get(c.req.param("reportId"));
    if (!found || found.profileId !== profile.profileId) return reportingError(c, 404, "Not Found");
    const state = await deps.world.read();
    const job = afterPoll(found, state.clock.now, await failReports(deps.storage));
    await store.put(job);
    const link =
      job.status === "COMPLETED"
        ? await signedDownloadUrl(
            new URL(c.req.url).origin,
            downloadSecret(state.seed),
            job.reportId,
            state.clock.now,
          )
        : undefined;
    return vendorJson(presentReport(job, link), GET_RESPONSE);
  })
  .delete("/reports/:reportId", async (c) => {
    const { profile, deps } = c.var;
    const store = new ReportStore(deps.storage);
    const job = await store.get(c.req.param("reportId"));
    if (!job || job.profileId !== profile.profileId) return reportingError(c, 404, "Not Found");
    if (job.status !== "PENDING") {
      return reportingError(c, 400, `Only a PENDING report can be cancelled; this one is ${job.status}.`);
    }
    await store.delete(job);
    return vendorJson({ code: "200", detail: "Report deleted", reportId: job.reportId }, DELETE_RESPONSE);
  });
