import type { Context } from "hono";
import { adsError } from "./ads-error";

/**
 * SP v3 requests: the vendor media type in `Content-Type` (and `Accept`, when sent) or 415, and a
 * JSON object body or 400. Answers the body, or the error response to return.
 */
const base = (value: string) => value.split(";")[0]?.trim().toLowerCase() ?? "";

export function mediaProblem(c: Context, type: string): string | undefined {
  const wanted = type.toLowerCase();
  if (base(c.req.header("Content-Type") ?? "") !== wanted) return `Content-Type must be ${type}`;
  const accept = c.req.header("Accept");
  if (accept && !accept.split(",").some((part) => [wanted, "*/*"].includes(base(part)))) {
    return `Accept must be ${type}`;
  }
  return undefined;
}

export async function spBody(
  c: Context,
  type: string,
): Promise<{ body: Record<string, unknown> } | { response: Response }> {
  const problem = mediaProblem(c, type);
  if (problem) return { response: await adsError(c, 415, "UNSUPPORTED_MEDIA_TYPE", problem) };
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { response: await adsError(c, 400, "INVALID_ARGUMENT", "The request body must be a JSON object") };
  }
  return { body: body as Record<string, unknown> };
}

/** A JSON answer in the kind's vendor media type. */
export const vendorJson = (body: unknown, status: number, type: string) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": type } });
