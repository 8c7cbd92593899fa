import { type ErrorCode, type ErrorEnvelope, httpStatusOf } from "./api-response";

/** Thrown anywhere in a request; the app's error handler turns it into the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get httpStatus() {
    return httpStatusOf[this.code];
  }

  toEnvelope(): ErrorEnvelope {
    const data: ErrorEnvelope["data"] = { code: this.code, message: this.message };
    if (this.field) data.field = this.field;
    return { status: "ERROR", data };
  }
}

export const validationError = (field: string, message: string) =>
  new ApiError(1005, `${field}: ${message}`, field);

/**
 * 429/1007 with Retry-After: what the seller asked for must wait for work in flight (the error handler
 * sets the header from `retryAfterSeconds`).
 */
export class RetryLaterError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(1007, message);
    this.name = "RetryLaterError";
  }
}
