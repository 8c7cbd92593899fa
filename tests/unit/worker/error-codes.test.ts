import { describe, expect, it } from "vitest";
import { ApiError, validationError } from "../../../worker/contracts/api-error";
import { ErrorCode, httpStatusOf } from "../../../worker/contracts/api-response";

describe("the error-code table", () => {
  it("matches DESIGN.md's codes and HTTP statuses", () => {
    expect(Object.values(ErrorCode)).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012, 1013,
    ]);
    expect(httpStatusOf).toEqual({
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
    });
  });

  it("names the field in a validation error's message and envelope", () => {
    const error = validationError("email", "Enter a valid e-mail address");
    expect(error.httpStatus).toBe(400);
    expect(error.toEnvelope()).toEqual({
      status: "ERROR",
      data: { code: 1005, field: "email", message: "email: Enter a valid e-mail address" },
    });
  });

  it("leaves the field out when there is none", () => {
    expect(new ApiError(1006, "Not found").toEnvelope()).toEqual({
      status: "ERROR",
      data: { code: 1006, message: "Not found" },
    });
  });
});
