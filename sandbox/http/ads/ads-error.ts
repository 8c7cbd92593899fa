import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Ads API error bodies by API family (reference "Throttling and errors"): SP v3 `{code, message}`,
 * reporting `{code, detail}`, profiles, eligibility, metadata and recommendations `{code, details}`.
 */
export type AdsErrorCode =
  | "INVALID_ARGUMENT"
  | "UNAUTHORIZED"
  | "ACCESS_DENIED"
  | "NOT_FOUND"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "THROTTLED"
  | "INTERNAL_ERROR";

export function adsErrorBody(path: string, code: AdsErrorCode, text: string): Record<string, string> {
  const bare = path.replace(/^\/(na|eu|fe)(?=\/)/, "");
  if (bare.startsWith("/reporting/")) return { code, detail: text };
  if (bare.startsWith("/sp/") && !bare.endsWith("/recommendations")) return { code, message: text };
  return { code, details: text };
}

/** Reads an unread request body first: answering before the body is read upsets the stream into the object. */
export async function adsError(
  c: Context,
  status: ContentfulStatusCode,
  code: AdsErrorCode,
  text: string,
  headers: Record<string, string> = {},
) {
  if (c.req.raw.body && !c.req.raw.bodyUsed) await c.req.raw.arrayBuffer().catch(() => undefined);
  return c.json(adsErrorBody(c.req.path, code, text), status, headers);
}
