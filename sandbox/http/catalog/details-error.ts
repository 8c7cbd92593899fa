import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Errors of the eligibility, product-metadata and recommendation APIs: `{code, details}`. Their
 * documents say `code` is the HTTP status (product metadata: an error type such as BAD_REQUEST).
 * Keyword and bid recommendations answer errors under their vendor media type.
 */
export function detailsError(
  status: ContentfulStatusCode,
  details: string,
  code = String(status),
  contentType = "application/json",
) {
  return new Response(JSON.stringify({ code, details }), {
    status,
    headers: { "Content-Type": contentType },
  });
}
