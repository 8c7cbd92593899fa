import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Errors of the eligibility, product-metadata and recommendation APIs: `{code, details}`. Their
 * documents say `code` is the HTTP status (product metadata: an error type such as BAD_REQUEST).
 */
export function detailsError(status: ContentfulStatusCode, details: string, code = String(status)) {
  return new Response(JSON.stringify({ code, details }), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
