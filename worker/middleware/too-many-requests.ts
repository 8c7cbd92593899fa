import type { Context } from "hono";
import { ApiError } from "../contracts/api-error";

/** A limit's 429/1007, to throw: Retry-After is its whole window, the longest the client may have to wait. */
export function tooManyRequests(c: Context, windowMs: number, message: string) {
  c.header("Retry-After", String(Math.ceil(windowMs / 1000)));
  return new ApiError(1007, message);
}
