import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ApiError } from "../lib/api-error";
import { type ErrorEnvelope, INTERNAL_ERROR_MESSAGE } from "../lib/api-response";

const fromHttpException = (err: HTTPException): ApiError | undefined => {
  if (err.status === 400) return new ApiError(1005, `body: ${err.message || "Malformed request"}`, "body");
  if (err.status === 401) return new ApiError(1009, "Please sign in to continue.");
  return undefined;
};

export const handleError: ErrorHandler = (err, c: Context) => {
  const known =
    err instanceof ApiError ? err : err instanceof HTTPException ? fromHttpException(err) : undefined;
  if (known) return c.json(known.toEnvelope(), known.httpStatus);

  console.error(JSON.stringify({ level: "error", path: c.req.path, error: String(err?.stack ?? err) }));
  const body: ErrorEnvelope = {
    status: "INTERNAL_ERROR",
    data: { code: 500, message: INTERNAL_ERROR_MESSAGE },
  };
  return c.json(body, 500);
};

export const handleNotFound: NotFoundHandler = (c) =>
  c.json(new ApiError(1006, `No such endpoint: ${c.req.method} ${c.req.path}`).toEnvelope(), 404);
