import { Hono } from "hono";
import { cutThisDownload } from "../faults/report-faults";
import type { SandboxEnv } from "../sandbox-context";
import { checkDownload, downloadSecret } from "./download-url";
import { ReportStore } from "./report-store";

const s3Error = (code: string, message: string) =>
  new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    {
      status: 403,
      headers: { "Content-Type": "application/xml" },
    },
  );

/**
 * Report files, as Amazon's presigned S3 links serve them: no Ads headers, gzip'd JSON bytes
 * without Content-Encoding (the client gunzips), 403 once the link has expired.
 */
export const downloadRoutes = new Hono<SandboxEnv>().get("/:file", async (c) => {
  const reportId = c.req.param("file").replace(/\.json\.gz$/, "");
  const state = await c.var.deps.world.read();
  const check = await checkDownload(
    downloadSecret(state.seed),
    reportId,
    c.req.query("expires"),
    c.req.query("sig"),
    state.clock.now,
  );
  if (check === "expired") return s3Error("AccessDenied", "Request has expired");
  const store = new ReportStore(c.var.deps.storage);
  const job = check === "ok" ? await store.get(reportId) : undefined;
  if (job?.status !== "COMPLETED") return s3Error("AccessDenied", "Access Denied");
  const file = await store.file(job);
  // The cutDownloads fault: the file ends halfway, as a download the connection dropped leaves it.
  const served = (await cutThisDownload(c.var.deps.storage))
    ? file.slice(0, Math.floor(file.length / 2))
    : file;
  return new Response(served, {
    headers: { "Content-Type": "application/octet-stream", "Content-Length": String(served.length) },
  });
});
