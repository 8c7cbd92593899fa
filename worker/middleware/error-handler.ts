import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AmazonClientConfigError, AmazonGrantRevokedError, AmazonRequestError } from "../amazon/errors";
import { ApiError, RetryLaterError } from "../contracts/api-error";
import { type ErrorEnvelope, INTERNAL_ERROR_MESSAGE } from "../contracts/api-response";

// By shape as well as by class: a second copy of hono (as in the test pool) makes instanceof miss.
const isHttpException = (err: Error): err is HTTPException =>
  err instanceof HTTPException ||
  (typeof (err as HTTPException).getResponse === "function" && "status" in err);

/** Hono's own refusals (malformed JSON, the CSRF origin check) in our envelope. */
function fromHttpException(err: HTTPException) {
  if (err.status === 401)
    return { status: 401, error: new ApiError(1009, "Please sign in to continue.") } as const;
  if (err.status === 403) {
    return {
      status: 403,
      error: new ApiError(1005, "origin: Cross-site requests are not allowed", "origin"),
    } as const;
  }
  if (err.status === 400) {
    return {
      status: 400,
      error: new ApiError(1005, `body: ${err.message || "Malformed request"}`, "body"),
    } as const;
  }
  return undefined;
}

/** Amazon's refusals as the seller should read them: reconnect (1004) or try again later (1008). */
function fromAmazonError(err: Error): ApiError | undefined {
  if (err instanceof AmazonGrantRevokedError) {
    return new ApiError(
      1004,
      "Amazon no longer accepts this account's authorisation. Please reconnect it in Settings.",
    );
  }
  if (err instanceof AmazonClientConfigError) {
    return new ApiError(
      1008,
      "Amazon refused Skupilot's credentials. We have been alerted; please try again later.",
    );
  }
  if (err instanceof AmazonRequestError) {
    return new ApiError(
      1008,
      "Amazon could not complete the request right now. Please try again in a few minutes.",
    );
  }
  return undefined;
}

export const handleError: ErrorHandler = (err, c: Context) => {
  if (err instanceof RetryLaterError) c.header("Retry-After", String(err.retryAfterSeconds));
  if (err instanceof ApiError) return c.json(err.toEnvelope(), err.httpStatus);
  const amazon = fromAmazonError(err);
  if (amazon) {
    console.error(JSON.stringify({ level: "warn", path: c.req.path, amazon: err.message }));
    return c.json(amazon.toEnvelope(), amazon.httpStatus);
  }
  const refused = isHttpException(err) ? fromHttpException(err) : undefined;
  if (refused) return c.json(refused.error.toEnvelope(), refused.status);

  console.error(JSON.stringify({ level: "error", path: c.req.path, error: String(err?.stack ?? err) }));
  const body: ErrorEnvelope = {
    status: "INTERNAL_ERROR",
    data: { code: 500, message: INTERNAL_ERROR_MESSAGE },
  };
  return c.json(body, 500);
};

export const handleNotFound: NotFoundHandler = (c) =>
  c.json(new ApiError(1006, `No such endpoint: ${c.req.method} ${c.req.path}`).toEnvelope(), 404);
