import type { ContentfulStatusCode } from "hono/utils/http-status";

type ErrorType = "invalid_request_error" | "card_error" | "idempotency_error" | "api_error";

/** An error answered with Stripe's body: `{error: {type, code, message, param, doc_url}}`. */
export class StripeError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly type: ErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  body(requestId: string) {
    const { type, code, param, message } = this;
    return {
      error: {
        type,
        message,
        ...(code
          ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll("_", "-")}` }
          : {}),
        ...(param ? { param } : {}),
        request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}`,
      },
    };
  }
}

export const missingParam = (param: string) =>
  new StripeError(
    400,
    "invalid_request_error",
    `Missing required param: ${param}.`,
    "parameter_missing",
    param,
  );

export const invalidParam = (param: string, message: string, code?: string) =>
  new StripeError(400, "invalid_request_error", message, code, param);

export const noSuch = (kind: string, id: string, param = "id") =>
  new StripeError(404, "invalid_request_error", `No such ${kind}: '${id}'`, "resource_missing", param);

export const unsupported = (param: string, what: string) =>
  new StripeError(
    400,
    "invalid_request_error",
    `The Skupilot sandbox does not support ${what}.`,
    "parameter_unknown",
    param,
  );
