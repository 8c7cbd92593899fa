import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../worker/contracts/api-error";
import { INTERNAL_ERROR_MESSAGE } from "../../../worker/contracts/api-response";
import { handleError } from "../../../worker/middleware/error-handler";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";

describe("the response envelope", () => {
  it("wraps success as { status: SUCCESS, data }", async () => {
    const { status, json } = await call("/api/health");
    expect(status).toBe(200);
    expect(json).toEqual({ status: "SUCCESS", data: { ok: true } });
  });

  it("answers an unknown /api path with 404 and code 1006", async () => {
    const { status, json } = await call("/api/no-such-thing");
    expect(status).toBe(404);
    expect(json).toEqual({
      status: "ERROR",
      data: { code: 1006, message: "No such endpoint: GET /api/no-such-thing" },
    });
  });

  it("answers a signed-out call with 401 and code 1009", async () => {
    const { status, json } = await call("/api/users");
    expect(status).toBe(401);
    expect(json.status).toBe("ERROR");
    expect(json.data.code).toBe(1009);
  });

  it("answers bad input with 400, code 1005 and the field named", async () => {
    const { status, json } = await call("/api/users", {
      method: "POST",
      body: { name: "Ann", email: "ann@example.com", password: "short" },
    });
    expect(status).toBe(400);
    expect(json.data).toEqual({
      code: 1005,
      field: "password",
      message: "password: Min length - 8 characters",
    });
  });

  it("answers malformed JSON with 400 and code 1005", async () => {
    const { status, json } = await call("/api/users", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: undefined,
    });
    expect(status).toBe(400);
    expect(json.data.code).toBe(1005);
  });

  it.each([
    [1001, 403],
    [1002, 403],
    [1003, 404],
    [1004, 409],
    [1006, 404],
    [1007, 429],
    [1008, 502],
  ] as const)("maps error code %i to HTTP %i", async (code, httpStatus) => {
    const app = new Hono()
      .get("/", () => {
        throw new ApiError(code, "explained");
      })
      .onError(handleError);
    const response = await app.request("/");
    expect(response.status).toBe(httpStatus);
    expect(await response.json()).toEqual({ status: "ERROR", data: { code, message: "explained" } });
  });

  it("answers an unexpected failure with INTERNAL_ERROR and leaks nothing", async () => {
    const app = new Hono()
      .get("/", () => {
        throw new Error("D1_ERROR: no such column users.secret_internal");
      })
      .onError(handleError);
    const response = await app.request("/");
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      status: "INTERNAL_ERROR",
      data: { code: 500, message: INTERNAL_ERROR_MESSAGE },
    });
    expect(text).not.toContain("secret_internal");
  });
});

describe("security headers", () => {
  it("sends nosniff, a referrer policy and frame-ancestors 'none' on API answers", async () => {
    const { headers } = await call("/api/health");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("lets no cache keep an API answer, a refusal or a seller's data alike", async () => {
    const seller = await signedInUser("no-store");
    for (const answer of [
      await call("/api/health"),
      await call("/api/users"),
      await call("/api/users", { cookie: seller.cookie }),
    ]) {
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("refuses a cross-site form post", async () => {
    const { status, json } = await call("/api/auth/callback/credentials", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(status).toBe(403);
    expect(json.data).toMatchObject({ code: 1005, field: "origin" });
  });
});
