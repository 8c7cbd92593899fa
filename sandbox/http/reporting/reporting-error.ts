import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Reporting v3 errors: `AsyncReportingError {code, detail}`, the code being the HTTP status as a string. */
export function reportingError(c: Context, status: ContentfulStatusCode, detail: string) {
  return c.json({ code: String(status), detail }, status);
}
