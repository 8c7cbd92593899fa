/**
 * The API's response envelope and its stable error codes (DESIGN.md, docs/api.md).
 * Pure types and constants: the web app imports this file too.
 */

export const ErrorCode = {
  NO_SUBSCRIPTION: 1001,
  AD_LIMIT_REACHED: 1002,
  NO_AMAZON_ACCOUNT: 1003,
  AMAZON_ACCOUNT_INVALID: 1004,
  VALIDATION_FAILED: 1005,
  NOT_FOUND: 1006,
  TOO_MANY_REQUESTS: 1007,
  MARKETPLACE_FAILED: 1008,
  NOT_SIGNED_IN: 1009,
  CHANGE_NOT_UNDOABLE: 1010,
  BODY_TOO_LARGE: 1011,
  PAYMENT_PAST_DUE: 1012,
  ROLE_REFUSED: 1013,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const httpStatusOf = {
  1001: 403,
  1002: 403,
  1003: 404,
  1004: 409,
  1005: 400,
  1006: 404,
  1007: 429,
  1008: 502,
  1009: 401,
  1010: 409,
  1011: 413,
  1012: 409,
  1013: 403,
} as const satisfies Record<ErrorCode, number>;

export type SuccessEnvelope<T> = { status: "SUCCESS"; data: T };
export type ErrorEnvelope = {
  status: "ERROR" | "INTERNAL_ERROR";
  data: { code: ErrorCode | 500; message: string; field?: string };
};
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again in a moment.";
